import type { Job } from '@filmlab/api';

/** What each job type does, in staff's words; an unknown type shows its name. */
const WHAT: Record<string, string> = {
  'scans.make-derivatives': 'Make a frame’s thumbnail and previews',
  'scans.delete-files': 'Delete files no longer used',
  'scans.sweep': 'Tidy unfinished uploads',
  'jobs.prune': 'Forget old jobs',
  'scans.retention': 'Warn about, then remove, scans past their storage time',
};

export const jobWhat = (type: string) => WHAT[type] ?? type;

/** The thing a job works on, from its payload: "Scan 42", or its fields. */
export function jobSubject(payload: Job['payload']): string {
  if (typeof payload.scanId === 'number') return `Scan ${payload.scanId}`;
  const parts = Object.entries(payload)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 3)
    .map(([key, value]) => `${key} ${String(value)}`);
  return parts.length ? parts.join(', ') : '—';
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The moment that matters for the job's state: when it finished, started, or is due. */
export function jobWhen(job: Job): string {
  const at = job.finishedAt ?? job.startedAt ?? job.runAt;
  const label = job.finishedAt ? 'Ended' : job.startedAt ? 'Started' : 'Due';
  return `${label} ${when.format(new Date(at))}`;
}

export const STATE_WORDS = {
  failed: 'Failed',
  queued: 'Waiting',
  active: 'Running',
  completed: 'Done',
} as const;
