import type { LabelUsage } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { useUserLabelActions, useUserTags, type LabelKind } from '../api/mutations';
import styles from './library.module.css';

const uses = (label: LabelUsage) => {
  const parts = [
    label.rolls > 0 && `${label.rolls} ${label.rolls === 1 ? 'roll' : 'rolls'}`,
    label.scans > 0 && `${label.scans} ${label.scans === 1 ? 'scan' : 'scans'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'not used';
};

/** One list (tags or places): rename a label everywhere, or delete it from every roll and scan. */
function LabelList({ userId, kind, labels }: { userId: number; kind: LabelKind; labels: LabelUsage[] }) {
  const actions = useUserLabelActions(userId, kind);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<LabelUsage | null>(null);
  const noun = kind === 'tag' ? 'tag' : 'place';
  const error = actions.rename.error ?? actions.remove.error;
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    actions.rename.mutate({ labelId: renaming.id, name: renaming.name.trim() }, { onSuccess: () => setRenaming(null) });
  };
  if (labels.length === 0) return <p className={styles.lede}>No {noun}s yet: add them on a roll or a frame.</p>;
  return (
    <>
      <ul className={styles.labelManagerList} aria-label={kind === 'tag' ? 'Your tags' : 'Your places'}>
        {labels.map((label) => (
          <li key={label.id} className={styles.labelManagerRow}>
            {renaming?.id === label.id ? (
              <form onSubmit={rename} className={styles.labelRename} aria-label={`Rename ${noun} ${label.name}`}>
                <TextField
                  label={`New name for ${label.name}`}
                  value={renaming.name}
                  maxLength={kind === 'tag' ? 60 : 120}
                  autoFocus
                  onChange={(e) => setRenaming({ id: label.id, name: e.target.value })}
                  onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                />
                <Button type="submit" size="sm" variant="ink" loading={actions.rename.isPending}>
                  Rename
                </Button>
                <Button size="sm" onClick={() => setRenaming(null)}>
                  Cancel
                </Button>
              </form>
            ) : (
              <>
                <span className={styles.labelManagerName}>{label.name}</span>
                <span className={styles.labelManagerUses}>{uses(label)}</span>
                <Button
                  size="sm"
                  aria-label={`Rename ${noun} ${label.name}`}
                  onClick={() => setRenaming({ id: label.id, name: label.name })}
                >
                  Rename
                </Button>
                <Button size="sm" aria-label={`Delete ${noun} ${label.name}`} onClick={() => setDeleting(label)}>
                  Delete
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={styles.labelError}>
          {error.message}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the ${noun} “${deleting?.name ?? ''}”?`}
        confirmLabel={`Delete ${noun === 'tag' ? 'Tag' : 'Place'}`}
        busy={actions.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        It comes off {deleting ? uses(deleting) : ''}. Your scans stay as they are.
      </ConfirmDialog>
    </>
  );
}

/** Settings: the member's tags and photo places, each renamed or deleted everywhere at once. */
export function LabelsManager({ userId }: { userId: number }) {
  const labels = useUserTags(userId);
  if (labels.isPending) return <p className={styles.lede}>Loading your tags…</p>;
  if (labels.isError) return <p role="alert">We couldn’t load your tags. Reload the page to try again.</p>;
  return (
    <div className={styles.labelManager}>
      <h3 className={styles.labelManagerTitle}>Tags</h3>
      <LabelList userId={userId} kind="tag" labels={labels.data.tags} />
      <h3 className={styles.labelManagerTitle}>Places</h3>
      <LabelList userId={userId} kind="location" labels={labels.data.locations} />
    </div>
  );
}
