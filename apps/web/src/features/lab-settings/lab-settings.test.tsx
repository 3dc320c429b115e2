import type { LabLocation, OutboxEmail } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });
const location: LabLocation = {
  id: 2,
  name: 'Brooklyn Lab',
  address1: '10 Water St',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11201',
  hours: 'Mon–Fri 10am–7pm',
  dropOff: true,
  phone: '(718) 555-0100',
};
const mail = (id: number, to: string, status: OutboxEmail['status']): OutboxEmail => ({
  id,
  to,
  subject: `Subject ${id}`,
  text: 'Hello',
  html: null,
  status,
  error: status === 'FAILED' ? 'mailbox full' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
});

describe('/admin/settings', () => {
  it('saves a location and reads the outbox by recipient', async () => {
    const saved: unknown[] = [];
    const asked: string[] = [];
    mockApi({
      'GET /api/public/locations': () => jsonResponse({ locations: [location] }),
      'PUT /api/locations/2': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Omit<LabLocation, 'id'>;
        saved.push(body);
        return jsonResponse({ location: { ...body, id: 2 } });
      },
      'GET /api/outbox': (url) => {
        asked.push(url.search);
        const to = url.searchParams.get('to');
        const all = [mail(1, 'ana@example.test', 'STORED'), mail(2, 'ben@example.test', 'FAILED')];
        const emails = to ? all.filter((m) => m.to === to) : all;
        return jsonResponse({ emails, count: emails.length });
      },
    });
    renderApp('/admin/settings', { user: admin });
    const form = await screen.findByRole('form', { name: 'Location Brooklyn Lab' });
    const user = userEvent.setup();
    const hours = within(form).getByRole('textbox', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, 'Daily 9am–9pm');
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await within(form).findByText(/Saved/)).toBeInTheDocument();
    expect(saved).toEqual([{ ...location, id: undefined, hours: 'Daily 9am–9pm' }].map(({ id: _id, ...rest }) => rest));

    const failed = (await screen.findByText('ben@example.test')).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('mailbox full')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'ana@example.test{Enter}');
    await waitFor(() => expect(screen.queryByText('ben@example.test')).not.toBeInTheDocument());
    expect(asked.at(-1)).toContain('to=ana%40example.test');
    expect(screen.getByText('Kept in the outbox')).toBeInTheDocument();
  }, 20_000);
});
