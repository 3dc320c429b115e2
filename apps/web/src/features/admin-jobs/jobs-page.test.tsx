import type { Job } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const job = (id: number, extra: Partial<Job> = {}): Job => ({
  id,
  type: 'scans.make-derivatives',
  state: 'failed',
  payload: { scanId: 40 + id },
  attempts: 5,
  maxAttempts: 5,
  lastError: 'Input file has corrupt header: VipsJpeg: Premature end of input file',
  runAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: '2026-11-20T10:00:01.000Z',
  finishedAt: '2026-11-20T10:00:02.000Z',
  ...extra,
});
const counts = { queued: 2, active: 0, completed: 120, failed: 1 };

describe('/admin/jobs', () => {
  it('shows failed jobs with their error, and retries one', async () => {
    const asked: string[] = [];
    let retried = false;
    mockApi({
      'GET /api/jobs': (url) => {
        asked.push(url.search);
        if (retried) return jsonResponse({ jobs: [], counts: { ...counts, failed: 0, queued: 3 } });
        return jsonResponse({ jobs: [job(3)], counts });
      },
      'POST /api/jobs/3/retry': () => {
        retried = true;
        return jsonResponse({ job: job(3, { state: 'queued', attempts: 0, finishedAt: null, startedAt: null }) });
      },
    });
    renderApp('/admin/jobs', { user: admin });
    const row = (await screen.findByText('#3')).closest('tr')!;
    expect(asked[0]).toContain('state=failed');
    expect(within(row).getByText('Scan 43')).toBeInTheDocument();
    expect(within(row).getByText(/Premature end of input file/)).toBeInTheDocument();
    expect(within(row).getByText('5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Failed (1)');

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry job 3' }));
    expect(await screen.findByText('No failed jobs: every job finished or is still trying.')).toBeInTheDocument();
    expect(retried).toBe(true);
  }, 20_000);

  it('lists another state when staff choose it, and says why a retry was refused', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/jobs': (url) => {
        asked.push(url.search);
        return url.searchParams.get('state') === 'queued'
          ? jsonResponse({
              jobs: [job(8, { state: 'queued', attempts: 0, finishedAt: null, startedAt: null })],
              counts,
            })
          : jsonResponse({ jobs: [job(3)], counts });
      },
      'POST /api/jobs/3/retry': () =>
        jsonResponse(
          { message: 'The same job is already waiting in the queue.', errors: ['jobId: is already queued'] },
          { status: 409 },
        ),
    });
    renderApp('/admin/jobs', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry job 3' }));
    expect(await screen.findByText(/already queued|already waiting/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'queued');
    await waitFor(() => expect(asked.at(-1)).toContain('state=queued'));
    const row = (await screen.findByText('#8')).closest('tr')!;
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
  }, 20_000);

  it('is in the admin bar', async () => {
    mockApi({ 'GET /api/jobs': () => jsonResponse({ jobs: [], counts }) });
    renderApp('/admin/jobs', { user: admin });
    expect(await screen.findByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/admin/jobs');
  });
});
