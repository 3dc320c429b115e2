import { useState, type FormEvent } from 'react';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useReferrals, useSendReferral } from '../api/referral-calls';
import styles from './referrals-page.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The server's problem with the address, as a sentence ("E-mail must be an e-mail address"). */
function emailProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const text = fieldErrors(error.errors).email;
  if (!text) return error.message;
  return /^[A-Z0-9]/.test(text) ? text : `E-mail ${text}`;
}

function statusOf(invitation: { joined: boolean; rewarded: boolean }): string {
  if (invitation.rewarded) return 'Rewarded';
  if (invitation.joined) return 'Joined, first development order not paid yet';
  return 'Invited';
}

/** /users/{id}/referrals: the code and link to share, an invitation by e-mail, and who was invited. */
export function ReferralsPage({ userId }: { userId: number }) {
  useDocumentTitle('Referrals');
  const referrals = useReferrals(userId);
  const send = useSendReferral(userId);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { message } = await send.mutateAsync(email.trim());
      setEmail('');
      showToast(message);
    } catch (error) {
      setProblem(emailProblem(error));
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Link copied');
    } catch {
      showToast('Copying is not allowed here; select the link and copy it instead.', 'danger');
    }
  };

  const data = referrals.data;
  const reward = data?.rewardDevScanCredits ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Referrals</p>
        <h1 className={styles.title}>Invite a friend</h1>
        <p className={styles.lede}>
          {reward > 0
            ? `When a friend signs up with your link and their first development order is paid, you each get ${reward} free develop-and-scan credit${reward === 1 ? '' : 's'}.`
            : 'Share your link with friends who shoot film.'}
        </p>
      </header>
      {data && reward > 0 && (
        <section aria-labelledby="referral-rules">
          <h2 id="referral-rules">How the reward works</h2>
          <ul className={styles.rules}>
            <li>
              It comes once per friend, with their first paid order to develop film; prints and shop orders do not
              count.
            </li>
            <li>If that order is refunded, the credits go back too.</li>
            <li>
              Your friend needs their own e-mail inbox, address and card: accounts that share any of them are not
              rewarded.
            </li>
            <li>
              You are rewarded for up to {data.rewardsPerMonth} friend{data.rewardsPerMonth === 1 ? '' : 's'} in 30
              days; more may join, without a reward.
            </li>
          </ul>
        </section>
      )}
      {referrals.isError && <Alert tone="danger">{referrals.error.message}</Alert>}
      {!data && !referrals.isError && <Skeleton height="8rem" />}
      {data && (
        <>
          <section aria-labelledby="referral-code">
            <h2 id="referral-code">Your code</h2>
            <div className={styles.code}>
              <span className={styles.mono} data-testid="referral-code">
                {data.code}
              </span>
              <span className={styles.mono}>{data.link}</span>
              <Button size="sm" onClick={() => void copy(data.link)}>
                Copy link
              </Button>
            </div>
          </section>
          <section aria-labelledby="referral-invite">
            <h2 id="referral-invite">Invite by e-mail</h2>
            <form className={styles.invite} onSubmit={(event) => void submit(event)} noValidate>
              <TextField
                label="Friend’s e-mail"
                type="email"
                autoComplete="off"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={problem ?? undefined}
                hint={`You can send ${data.invitesLeftToday} more today.`}
              />
              <Button type="submit" variant="primary" loading={send.isPending} disabled={email.trim() === ''}>
                Send invitation
              </Button>
            </form>
          </section>
          <section aria-labelledby="referral-sent">
            <h2 id="referral-sent">Invitations</h2>
            {data.invitations.length === 0 ? (
              <p>No invitations yet — send your first one above.</p>
            ) : (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invitations.map((invitation) => (
                    <tr key={invitation.email}>
                      <td>{invitation.email}</td>
                      <td>{dateFormat.format(new Date(invitation.sentAt))}</td>
                      <td>{statusOf(invitation)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
