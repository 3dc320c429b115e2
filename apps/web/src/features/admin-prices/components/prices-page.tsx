import type { PriceListView } from '@filmlab/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useActivate, useCreateDraft, usePriceLists, useUpdateDraft } from '../api/price-lists';
import { ActivateForm } from './activate-form';
import { ChangeLog } from './change-log';
import { PriceGrid } from './price-grid';
import pageStyles from '../../../ui/page.module.css';
import styles from './prices.module.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

function DraftSection({ draft }: { draft: PriceListView }) {
  const update = useUpdateDraft();
  const activate = useActivate();
  const error = update.error ?? activate.error;
  return (
    <section className={styles.section} aria-labelledby="draft-title">
      <h2 id="draft-title" className={styles.subtitle}>
        Draft #{draft.id}
      </h2>
      <p>Change the prices you want, save, then activate the draft now or from a date.</p>
      {error && <Alert tone="danger">{error.message}</Alert>}
      <PriceGrid
        key={draft.id}
        caption={`Draft #${draft.id}`}
        entries={draft.entries}
        saving={update.isPending}
        onSave={(body) => update.mutate({ id: draft.id, body })}
      />
      <ActivateForm
        busy={activate.isPending}
        onActivate={(startsAt) => activate.mutate({ id: draft.id, ...(startsAt ? { startsAt } : {}) })}
      />
    </section>
  );
}

/** /admin/prices: the lab's price list in force, a draft to edit and activate, and the change log. */
export function PricesPage() {
  useDocumentTitle('Admin · Prices');
  const lists = usePriceLists();
  const create = useCreateDraft();
  const all = lists.data?.priceLists ?? [];
  const active = all.find((list) => list.status === 'active');
  const draft = all.find((list) => list.status === 'draft');
  const scheduled = all.filter((list) => list.status === 'scheduled');
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Prices and plans</h1>
        <p className={pageStyles.lede}>
          What every service costs on each plan, and what each plan costs. Orders keep the prices they were made with;
          members pay a new fee from their next renewal.
        </p>
      </header>
      {lists.isError && <Alert tone="danger">{lists.error.message}</Alert>}
      {create.isError && <Alert tone="danger">{create.error.message}</Alert>}
      {!lists.data ? (
        <Skeleton height={400} />
      ) : (
        <>
          {scheduled.map((list) => (
            <Alert key={list.id} tone="info">
              Price list #{list.id} takes over on {when(list.startsAt)}.
            </Alert>
          ))}
          {draft ? (
            <DraftSection draft={draft} />
          ) : (
            <div className={styles.actions}>
              <Button variant="primary" loading={create.isPending} onClick={() => create.mutate()}>
                New draft
              </Button>
              <span>A copy of the prices in force, to edit.</span>
            </div>
          )}
          <section className={styles.section} aria-labelledby="active-title">
            <h2 id="active-title" className={styles.subtitle}>
              In force{active ? ` since ${when(active.startsAt)}` : ''}
            </h2>
            {active ? (
              <PriceGrid key={active.id} caption="Prices in force" entries={active.entries} />
            ) : (
              <p>The lab’s default prices are in force until a list is activated.</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="log-title">
            <h2 id="log-title" className={styles.subtitle}>
              Change log
            </h2>
            <ChangeLog changes={lists.data.changes} />
          </section>
        </>
      )}
    </div>
  );
}
