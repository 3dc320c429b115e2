import type { SocialSubmissionDetail } from '@filmlab/api';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { useSelectSubmission, useSubmissions, type SelectedFilter } from '../api/submissions';
import pageStyles from '../../../ui/page.module.css';
import styles from './admin-submissions.module.css';

const FILTERS: Array<{ value: SelectedFilter; label: string }> = [
  { value: 'not-selected', label: 'Not selected yet' },
  { value: 'selected', label: 'In the gallery' },
  { value: 'all', label: 'All' },
];
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const film = (row: SocialSubmissionDetail) => `${row.filmBrand} ${row.filmModel}`.trim();

/**
 * /admin/social-submissions: the photos members sent for the community gallery. Staff choose which
 * show on the landing page; the buttons toggle, and the up and down arrows move between them.
 */
export function AdminSubmissionsPage() {
  useDocumentTitle('Admin · Social Submissions');
  const [filter, setFilter] = useState<SelectedFilter>('not-selected');
  const [handleDraft, setHandleDraft] = useState('');
  const [handle, setHandle] = useState('');
  const list = useSubmissions(filter, handle);
  const select = useSelectSubmission();
  const rows = list.data?.pages.flatMap((page) => page.submissions) ?? [];
  const count = list.data?.pages[0]?.count;
  const body = useRef<HTMLTableSectionElement>(null);

  // Arrow keys walk the column of toggles, so a long list is worked through from the keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const toggles = [...(body.current?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]') ?? [])];
    const at = toggles.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    toggles[Math.max(0, Math.min(toggles.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Community</p>
        <h1 className={pageStyles.title}>Social submissions</h1>
        <p className={pageStyles.lede}>
          Photos members sent us with their handle. Select the ones to show in the gallery on the home page; the most
          recently selected show first.
        </p>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Show"
          options={FILTERS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as SelectedFilter)}
        />
        <form
          className={styles.handleFilter}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setHandle(handleDraft);
          }}
        >
          <TextField
            label="Handle"
            placeholder="@name"
            value={handleDraft}
            onChange={(event) => setHandleDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {handle && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setHandleDraft('');
                setHandle('');
              }}
            >
              Clear
            </Button>
          )}
        </form>
        {count !== undefined && (
          <p className={styles.count} role="status">
            {count.toLocaleString('en-US')} submission{count === 1 ? '' : 's'}
          </p>
        )}
      </div>
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {select.isError && <Alert tone="danger">We could not change that submission: {select.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={240} />
      ) : (
        <Table aria-busy={list.isFetching || undefined}>
          <caption className="visually-hidden">Social submissions</caption>
          <thead>
            <tr>
              <th scope="col">Photo</th>
              <th scope="col">Member</th>
              <th scope="col">Handle</th>
              <th scope="col">Submitted</th>
              <th scope="col">Gallery</th>
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown}>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>
                  {handle
                    ? `No submissions from a handle with “${handle}”.`
                    : filter === 'selected'
                      ? 'Nothing in the gallery yet: select a submission to show it.'
                      : 'No submissions here yet.'}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={row.hiResUrl} target="_blank" rel="noreferrer" aria-label={`Open the full photo ${row.id}`}>
                    <img
                      className={styles.thumb}
                      src={row.thumbnailUrl}
                      alt={`${film(row) || 'Photo'} by @${row.socialHandle}`}
                      width={row.width >= row.height ? 96 : Math.round((96 * row.width) / row.height)}
                      height={row.width >= row.height ? Math.round((96 * row.height) / row.width) : 96}
                      loading="lazy"
                    />
                  </a>
                </td>
                <td>
                  <Link to={`/admin/users/${row.userId}/rolls`}>{row.memberName ?? `Member #${row.userId}`}</Link>
                  {film(row) && <span className={styles.film}>{film(row)}</span>}
                </td>
                <td>{row.handle ? `@${row.handle}` : <span className={styles.film}>None (posted as ours)</span>}</td>
                <td className={styles.mono}>{when.format(new Date(row.createdAt))}</td>
                <td>
                  <Button
                    size="sm"
                    variant={row.selected ? 'primary' : 'secondary'}
                    aria-pressed={row.selected}
                    aria-label={`Select submission ${row.id}`}
                    loading={select.isPending && select.variables?.id === row.id}
                    onClick={() => select.mutate({ id: row.id, selected: !row.selected })}
                  >
                    {row.selected ? 'Selected' : 'Select'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </div>
  );
}
