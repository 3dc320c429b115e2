import type { Label } from '@filmlab/api';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { CloseIcon, MapPinIcon, PlusIcon } from '../../../ui/icons';
import { useLabelActions, useUserTags, type LabelKind, type LabelTarget } from '../api/mutations';
import styles from './library.module.css';

interface LabelEditorProps {
  userId: number;
  target: LabelTarget;
  kind: LabelKind;
  labels: Label[];
  tone?: 'paper' | 'dark';
}

const words = {
  tag: { title: 'Tags', add: 'Add a tag', placeholder: 'e.g. beach' },
  location: { title: 'Locations', add: 'Add a location', placeholder: 'e.g. Brooklyn, NY' },
};

/**
 * The tags (or locations) of a roll or scan: add one by name with the member's own as
 * suggestions, rename one (everywhere it appears) by choosing it, take one off with its ×.
 */
export function LabelEditor({ userId, target, kind, labels, tone = 'paper' }: LabelEditorProps) {
  const actions = useLabelActions(userId, target, kind);
  const suggestions = useUserTags(userId);
  const [draft, setDraft] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const listId = useId();
  const text = words[kind];
  const error = actions.add.error ?? actions.rename.error ?? actions.remove.error;
  const known = (kind === 'tag' ? suggestions.data?.tags : suggestions.data?.locations) ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    actions.add.mutate(name, { onSuccess: () => setDraft('') });
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    actions.rename.mutate({ labelId: renaming.id, name: renaming.name.trim() }, { onSuccess: () => setRenaming(null) });
  };

  return (
    <section
      className={[styles.labels, tone === 'dark' && styles.labelsDark].filter(Boolean).join(' ')}
      aria-label={text.title}
    >
      <h3 className={styles.labelsTitle}>{text.title}</h3>
      <ul className={styles.labelList}>
        {labels.map((label) =>
          renaming?.id === label.id ? (
            <li key={label.id}>
              <form onSubmit={rename} className={styles.labelRename}>
                <input
                  aria-label={`New name for ${label.name}`}
                  value={renaming.name}
                  autoFocus
                  onChange={(event) => setRenaming({ id: label.id, name: event.target.value })}
                  onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                />
                <Button type="submit" size="sm" variant="ink" loading={actions.rename.isPending}>
                  Rename
                </Button>
              </form>
            </li>
          ) : (
            <li key={label.id} className={styles.label}>
              <button
                type="button"
                className={styles.labelName}
                onClick={() => setRenaming({ id: label.id, name: label.name })}
                title="Rename everywhere"
              >
                {kind === 'location' && <MapPinIcon size={14} />}
                {label.name}
              </button>
              <button
                type="button"
                className={styles.labelRemove}
                aria-label={`Remove ${kind} ${label.name}`}
                onClick={() => actions.remove.mutate(label.id)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ),
        )}
      </ul>
      <form onSubmit={add} className={styles.labelAdd}>
        <input
          aria-label={text.add}
          placeholder={text.placeholder}
          list={listId}
          value={draft}
          maxLength={kind === 'tag' ? 60 : 120}
          onChange={(event) => setDraft(event.target.value)}
        />
        <datalist id={listId}>
          {known
            .filter((label) => !labels.some((mine) => mine.id === label.id))
            .map((label) => (
              <option key={label.id} value={label.name} />
            ))}
        </datalist>
        <Button type="submit" size="sm" aria-label={text.add} loading={actions.add.isPending}>
          <PlusIcon size={16} />
        </Button>
      </form>
      {error && (
        <p className={styles.labelError} role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
