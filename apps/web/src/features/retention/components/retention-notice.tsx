import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { useScanRetention } from '../api/scan-retention';
import styles from './retention.module.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Above the library: without a membership scans are kept for a while; says when the first go. */
export function RetentionNotice({ userId }: { userId: number }) {
  const retention = useScanRetention(userId);
  const data = retention.data;
  if (!data || data.storage === 'UNLIMITED' || data.rolls.length === 0) return null;
  const first = data.rolls[0]!;
  const rolls = data.rolls.length;
  return (
    <Alert title={`Scans are kept for ${data.days} days without a membership`}>
      The scans of {rolls === 1 ? 'one roll' : `${rolls} rolls`} will be removed, the first on{' '}
      {day.format(new Date(first.removesAt))}. Download a roll from its page to keep it, or{' '}
      <Link to="/memberships">join</Link> and we keep your scans for as long as you are a member.
    </Alert>
  );
}

/** On a roll's page: the day its scans will be removed, if they will be. */
export function RollRemovalNote({ userId, rollId }: { userId: number; rollId: number }) {
  const retention = useScanRetention(userId);
  const roll = retention.data?.rolls.find((entry) => entry.rollId === rollId);
  if (!roll) return null;
  return (
    <p className={styles.note}>
      Scans removed on {day.format(new Date(roll.removesAt))} · <Link to="/memberships">Keep them</Link>
    </p>
  );
}
