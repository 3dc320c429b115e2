import type { ScanShare } from '@filmlab/api';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRevokeShare, useShares } from '../api/shares';
import styles from './sharing.module.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const when = (iso: string) => day.format(new Date(iso));

function statusText(share: ScanShare): string {
  if (share.status === 'REVOKED') return `Turned off ${share.revokedAt ? when(share.revokedAt) : ''}`.trim();
  if (share.status === 'EXPIRED') return `Expired ${share.expiresAt ? when(share.expiresAt) : ''}`.trim();
  return share.expiresAt ? `Works until ${when(share.expiresAt)}` : 'Works until you turn it off';
}

/** The member's share links in the account: what each shows, until when, and a way to turn it off. */
export function ShareLinksList({ userId }: { userId: number }) {
  const shares = useShares(userId);
  const revoke = useRevokeShare(userId);
  return (
    <div className={styles.stack}>
      {shares.isError && <Alert tone="danger">{shares.error.message}</Alert>}
      {revoke.isError && <Alert tone="danger">{revoke.error.message}</Alert>}
      {shares.isSuccess && shares.data.shares.length === 0 && (
        <p className={styles.hint}>No links yet. Select frames on a roll and choose Share.</p>
      )}
      <ul className={styles.linkList} aria-label="Share links">
        {shares.data?.shares.map((share) => (
          <li key={share.id} className={styles.linkRow} data-status={share.status}>
            {share.thumbnail ? (
              <img className={styles.linkThumb} src={share.thumbnail} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className={styles.linkThumb} aria-hidden="true" />
            )}
            <span className={styles.linkText}>
              <span>
                {share.scanCount} frame{share.scanCount === 1 ? '' : 's'} ·{' '}
                <span className={styles.mono}>…{share.codeHint}</span> ·{' '}
                {share.allowDownload ? 'downloads allowed' : 'view-only'}
              </span>
              <span className={styles.hint}>
                Made {when(share.createdAt)} · {statusText(share)}
              </span>
            </span>
            {share.status === 'ACTIVE' && (
              <Button
                size="sm"
                variant="danger"
                loading={revoke.isPending && revoke.variables === share.id}
                onClick={() => revoke.mutate(share.id)}
                aria-label={`Turn off the link ending ${share.codeHint}`}
              >
                Turn off
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
