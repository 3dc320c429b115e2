import type { PreferenceView } from '@filmlab/api';
import { preferencesFor, type PlanId, type PreferenceDefinition, type PreferenceValue } from '@filmlab/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextAreaField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences, type PreferenceChange } from '../api/save-preferences';
import styles from './settings.module.css';

interface Row {
  definition: PreferenceDefinition;
  id: number | null;
  /** The saved value, or the default while none is saved. */
  saved: PreferenceValue;
}

/**
 * Order defaults (spec section 3) with their labels and defaults from @filmlab/domain. Lab-only
 * preferences (internal notes) are shown to admins only.
 */
export function PreferencesForm({
  userId,
  planId,
  showLabOnly,
}: {
  userId: number;
  planId: PlanId;
  showLabOnly: boolean;
}) {
  const preferences = usePreferences(userId);
  const save = useSavePreferences(userId);

  const rows = useMemo<Row[]>(() => {
    const views = new Map<string, PreferenceView>((preferences.data ?? []).map((view) => [view.key, view]));
    return preferencesFor(planId)
      .filter((definition) => definition.customerFacing || showLabOnly)
      .map((definition) => {
        const view = views.get(definition.key);
        return { definition, id: view?.id ?? null, saved: view ? view.value : definition.default };
      });
  }, [preferences.data, planId, showLabOnly]);

  const [edits, setEdits] = useState<Record<string, PreferenceValue>>({});
  const [error, setError] = useState<string | null>(null);
  const valueOf = (row: Row): PreferenceValue =>
    row.definition.key in edits ? (edits[row.definition.key] ?? null) : row.saved;
  const set = (key: string, value: PreferenceValue) => setEdits((current) => ({ ...current, [key]: value }));

  if (preferences.isPending) {
    return (
      <div className={styles.prefGrid} aria-busy="true" aria-label="Loading preferences">
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={112} />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <p className={styles.empty} role="alert">
        We couldn't load your preferences. {preferences.error.message}
      </p>
    );
  }

  const changes: PreferenceChange[] = rows
    .filter((row) => valueOf(row) !== row.saved)
    .map((row) => ({ key: row.definition.key, value: valueOf(row), id: row.id }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes.length === 0) return;
    setError(null);
    save.mutate(changes, {
      onSuccess: () => {
        setEdits({});
        showToast('Your preferences are saved.');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Order preferences">
      {error && <Alert tone="danger">{error}</Alert>}
      <div className={styles.prefGrid}>
        {rows.map((row) => {
          const { definition } = row;
          const value = valueOf(row);
          const label = definition.customerFacing ? definition.label : `${definition.label} (lab only)`;
          switch (definition.type) {
            case 'boolean':
              return (
                <Checkbox
                  key={definition.key}
                  label={label}
                  checked={value === true}
                  onChange={(event) => set(definition.key, event.target.checked)}
                />
              );
            case 'radio':
              return (
                <RadioGroup
                  key={definition.key}
                  legend={label}
                  name={definition.key}
                  options={definition.options ?? []}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(next) => set(definition.key, next)}
                />
              );
            case 'select':
              return (
                <Select
                  key={definition.key}
                  label={label}
                  options={definition.options ?? []}
                  placeholder="Ask me on each order"
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => set(definition.key, event.target.value || null)}
                />
              );
            case 'text':
              return (
                <TextAreaField
                  key={definition.key}
                  label={label}
                  optional
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => set(definition.key, event.target.value)}
                  hint={
                    definition.customerFacing
                      ? 'Added to every new order; you can change it per order.'
                      : 'Only the lab sees this.'
                  }
                />
              );
          }
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={changes.length === 0}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
