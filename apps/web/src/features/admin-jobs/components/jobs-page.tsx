import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJobs, useRetryJob, type JobStateFilter } from '../api/jobs';
import { jobSubject, jobWhat, jobWhen, STATE_WORDS } from './job-words';
import pageStyles from '../../../ui/page.module.css';
import styles from './jobs-page.module.css';

const TONE = { failed: 'danger', queued: 'neutral', active: 'accent', completed: 'success' } as const;

/**
 * /admin/jobs: the lab's background work (thumbnails, file clean-up). Failed jobs come first, with
 * the last error in full, and staff put one back in the queue with Retry.
 */
export function JobsPage() {
  useDocumentTitle('Admin · Background Jobs');
  const [state, setState] = useState<JobStateFilter>('failed');
  const jobs = useJobs(state);
  const retry = useRetryJob();
  const counts = jobs.data?.pages[0]?.counts;
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const count = (key: keyof typeof STATE_WORDS) => (counts ? ` (${counts[key].toLocaleString('en-US')})` : '');
  const options = [
    ...(Object.keys(STATE_WORDS) as Array<keyof typeof STATE_WORDS>).map((key) => ({
      value: key,
      label: `${STATE_WORDS[key]}${count(key)}`,
    })),
    { value: 'all', label: 'All' },
  ];

  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Background jobs</h1>
        <p className={pageStyles.lede}>
          Thumbnails, previews and file clean-up run here. A job that failed every try waits for you: read its error,
          fix the cause, then retry it.
        </p>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Show"
          options={options}
          value={state}
          onChange={(event) => setState(event.target.value as JobStateFilter)}
        />
      </div>
      {jobs.isError && <Alert tone="danger">{jobs.error.message}</Alert>}
      {retry.isError && <Alert tone="danger">{retry.error.message}</Alert>}
      {jobs.isPending ? (
        <Skeleton height={240} />
      ) : (
        <Table aria-busy={jobs.isFetching || undefined}>
          <caption className="visually-hidden">Background jobs</caption>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">What</th>
              <th scope="col">State</th>
              <th scope="col">Tries</th>
              <th scope="col">Last error</th>
              <th scope="col">When</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7}>
                  {state === 'failed' ? 'No failed jobs: every job finished or is still trying.' : 'No jobs here.'}
                </td>
              </tr>
            )}
            {rows.map((job) => (
              <tr key={job.id}>
                <th scope="row" className={styles.mono}>
                  #{job.id}
                </th>
                <td>
                  {jobWhat(job.type)}
                  <span className={styles.subject}>{jobSubject(job.payload)}</span>
                </td>
                <td>
                  <Chip tone={TONE[job.state]}>{STATE_WORDS[job.state]}</Chip>
                </td>
                <td>
                  {job.attempts} of {job.maxAttempts}
                </td>
                <td className={styles.error}>{job.lastError ?? '—'}</td>
                <td>{jobWhen(job)}</td>
                <td>
                  {job.state === 'failed' && (
                    <Button
                      size="sm"
                      loading={retry.isPending && retry.variables === job.id}
                      onClick={() => retry.mutate(job.id)}
                      aria-label={`Retry job ${job.id}`}
                    >
                      Retry
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {jobs.hasNextPage && (
        <Button variant="secondary" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
          Show older jobs
        </Button>
      )}
    </div>
  );
}
