import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LinkButton } from '../../../ui/link-button';
import { PageLoader } from '../../../ui/spinner';
import { useRollAction } from '../api/mutations';
import { useRoll } from '../api/rolls';
import { useRollScans } from '../api/scans';
import { rollTitle } from './film-data';
import { FrameUploader } from './frame-uploader';
import { LabelEditor } from './label-editor';
import { RollDetails } from './roll-details';
import { ScanGrid } from './scan-grid';
import styles from './library.module.css';

interface Props {
  userId: number;
  rollId: number;
  base: string;
  /** Staff may clear a roll's scans. */
  isStaff: boolean;
  /** What the selection bar offers besides selecting (sharing, zips, from other features). */
  selectionActions?: (scanIds: number[]) => ReactNode;
  /** The roll's own actions from other features (its zip download). */
  rollActions?: ReactNode;
}

/** /rolls/{rollId}: the roll's frames in a grid, its details, labels and the roll's actions. */
export function RollPage({ userId, rollId, base, isStaff, selectionActions, rollActions }: Props) {
  const roll = useRoll(userId, rollId);
  const processing = (roll.data?.scans.processing ?? 0) > 0;
  const frames = useRollScans(userId, rollId, processing);
  const reverse = useRollAction(userId, rollId, 'reverseScans');
  const clear = useRollAction(userId, rollId, 'clearScans');
  const [confirmClear, setConfirmClear] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  useDocumentTitle(roll.data ? rollTitle(roll.data) : 'Roll');

  if (roll.isPending) return <PageLoader label="Loading the roll…" />;
  if (roll.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="danger">{roll.error.message}</Alert>
        <p>
          <Link to={`${base}/rolls`}>{isStaff ? 'Back to rolls' : 'Back to your rolls'}</Link>
        </p>
      </div>
    );
  }
  const data = roll.data;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const { total, ready } = data.scans;

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>
        <Link to={`${base}/rolls`}>Rolls</Link> / Roll {data.id}
      </p>
      <div className={styles.rollLayout}>
        <div>
          <RollDetails key={`${data.id}-${data.name}-${data.notes}`} userId={userId} roll={data} />
          {processing && (
            <div className={styles.progress} role="status">
              <span>
                Processing {ready} of {total} frames — they appear as they are ready.
              </span>
              <progress max={total} value={ready} aria-label="Frames ready" />
            </div>
          )}
        </div>
        <aside className={styles.rollSide}>
          <LabelEditor userId={userId} target={{ kind: 'roll', id: data.id }} kind="tag" labels={data.tags} />
          <LabelEditor userId={userId} target={{ kind: 'roll', id: data.id }} kind="location" labels={data.locations} />
        </aside>
      </div>

      <div className={styles.toolbar}>
        {data.contactSheet.available ? (
          <LinkButton to={`${base}/rolls/${data.id}/digital-contact-sheet`} variant="ink">
            Contact sheet
          </LinkButton>
        ) : null}
        <Button onClick={() => reverse.mutate()} loading={reverse.isPending} disabled={total < 2}>
          Reverse frame order
        </Button>
        <Button
          aria-pressed={selecting}
          onClick={() => {
            setSelecting(!selecting);
            setSelected(new Set());
          }}
        >
          {selecting ? 'Done selecting' : 'Select'}
        </Button>
        <FrameUploader userId={userId} roll={data} />
        {rollActions}
        {isStaff && (
          <Button variant="danger" onClick={() => setConfirmClear(true)} disabled={total === 0}>
            Clear scans
          </Button>
        )}
      </div>
      {selecting && (
        <div className={styles.selectionBar} role="status">
          {selected.size} selected
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set(frames.scans.map((scan) => scan.id)))}>
            Select all
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
            Clear selection
          </Button>
          {selectionActions?.(frames.scans.filter((scan) => selected.has(scan.id)).map((scan) => scan.id))}
        </div>
      )}

      {frames.isError && <Alert tone="danger">{frames.error.message}</Alert>}
      {frames.isSuccess && frames.scans.length === 0 && (
        <p className={styles.none}>
          {isStaff
            ? 'No frames yet. The customer is e-mailed when the scans are ready.'
            : "No frames yet. We'll e-mail you when your scans are ready."}
        </p>
      )}
      <ScanGrid scans={frames.scans} base={base} selecting={selecting} selected={selected} onToggle={toggle} />
      {frames.hasNextPage && (
        <div className={styles.more}>
          <Button variant="ink" loading={frames.isFetchingNextPage} onClick={() => void frames.fetchNextPage()}>
            More frames
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title="Clear every scan of this roll?"
        confirmLabel="Clear scans"
        busy={clear.isPending}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirmClear(false) })}
      >
        All {total} frames and their files are deleted. The roll stays, ready for new scans.
      </ConfirmDialog>
    </div>
  );
}
