import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_CHOICES,
  shareExpiryLabel,
  type ShareExpiryChoice,
} from '@filmlab/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useCreateShare } from '../api/shares';
import styles from './sharing.module.css';

interface Props {
  userId: number;
  scanIds: readonly number[];
}

const expiryOptions = SHARE_EXPIRY_CHOICES.map((choice) => ({ value: choice, label: shareExpiryLabel(choice) }));

/**
 * "Share" on a selection of frames: pick how long, whether downloads are allowed and, if they are,
 * whether the files carry the member's own tags, places and notes; get a link.
 */
export function ShareButton({ userId, scanIds }: Props) {
  const [open, setOpen] = useState(false);
  const [expiry, setExpiry] = useState<ShareExpiryChoice>(String(DEFAULT_SHARE_EXPIRY_DAYS) as ShareExpiryChoice);
  const [allowDownload, setAllowDownload] = useState(false);
  const [includeDetails, setIncludeDetails] = useState(false);
  const create = useCreateShare(userId);
  const link = create.data?.share.url ?? null;
  const close = () => {
    setOpen(false);
    create.reset();
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('Link copied');
    } catch {
      showToast('Select the link and copy it', 'info');
    }
  };

  return (
    <>
      <Button size="sm" variant="primary" disabled={scanIds.length === 0} onClick={() => setOpen(true)}>
        Share {scanIds.length > 0 ? scanIds.length : ''}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={link ? 'Your link is ready' : `Share ${scanIds.length} frame${scanIds.length === 1 ? '' : 's'}`}
        actions={
          link ? (
            <>
              <Button onClick={close}>Done</Button>
              <Button variant="primary" onClick={() => void copy(link)}>
                Copy link
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button
                variant="primary"
                loading={create.isPending}
                onClick={() =>
                  create.mutate({
                    scanIds: scanIds.join(','),
                    expiresInDays: expiry,
                    allowDownload: String(allowDownload) as 'true' | 'false',
                    // Only downloaded files carry them, so the choice exists only with downloads.
                    includeDetails: String(allowDownload && includeDetails) as 'true' | 'false',
                  })
                }
              >
                Make link
              </Button>
            </>
          )
        }
      >
        {link ? (
          <div className={styles.stack}>
            <TextField label="Link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
            <p className={styles.hint}>
              Anyone with this link sees these frames{allowDownload ? ' and can download them' : ''}. Copy it now: for
              your safety we keep no copy. You can turn it off any time in Settings.
            </p>
          </div>
        ) : (
          <div className={styles.stack}>
            <Select
              label="Link works for"
              options={expiryOptions}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value as ShareExpiryChoice)}
            />
            <Checkbox
              label="Allow downloads"
              description="Off: people can look, not download the full-size files."
              checked={allowDownload}
              onChange={(event) => setAllowDownload(event.target.checked)}
            />
            {allowDownload && (
              <Checkbox
                label="Include my tags, places and notes in downloaded files"
                description="Off: downloaded files carry the film data only, as the page shows it."
                checked={includeDetails}
                onChange={(event) => setIncludeDetails(event.target.checked)}
              />
            )}
            {create.isError && <Alert tone="danger">{create.error.message}</Alert>}
          </div>
        )}
      </Dialog>
    </>
  );
}
