import type { Messenger, MessengerRoute, RouteStop } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildStop } from '../../test/courier-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const courier = buildUser({ id: 30, role: 'MESSENGER', firstName: 'Ray', lastName: 'Rider' });
const record: Messenger = {
  id: 4,
  userId: 30,
  firstName: 'Ray',
  lastName: 'Rider',
  email: 'ray@lab.test',
  phone: null,
  vehicle: 'Cargo bike',
  notes: null,
  active: true,
  hours: [],
};

const stop = (id: number, position: number, extra: Partial<RouteStop> = {}) => buildStop(id, { position, ...extra });

/** The courier's API: today's route from `stops`, closing a stop changes it as the server would. */
function courierApi(stops: RouteStop[], extra: Parameters<typeof mockApi>[0] = {}) {
  const closed: Array<{ path: string; body: unknown }> = [];
  const route = (): MessengerRoute => ({ id: 9, date: '2026-11-20', status: 'PLANNED', stops });
  const fetchMock = mockApi({
    'GET /api/messenger': () => jsonResponse({ messenger: record }),
    'GET /api/messengers/4/routes': () => jsonResponse({ routes: [route()] }),
    'PUT /api/messengers/4/stops/11': (url, init) => close(url, init, 11),
    'PUT /api/messengers/4/stops/12': (url, init) => close(url, init, 12),
    ...extra,
  });
  function close(url: URL, init: RequestInit, id: number) {
    const body = JSON.parse(String(init.body)) as { outcome: RouteStop['outcome'] };
    closed.push({ path: url.pathname, body });
    const at = stops.findIndex((s) => s.id === id);
    stops[at] = { ...stops[at]!, outcome: body.outcome, completedAt: '2026-11-20T15:00:00.000Z' };
    return jsonResponse(stops[at]);
  }
  return { closed, fetchMock };
}

const stopItem = (number: number) => screen.getByRole('listitem', { name: new RegExp(`^Stop ${number}:`) });

describe('/messenger: the courier’s route of today', () => {
  it('shows the stops in order with address, map link and what to collect, and marks one collected', async () => {
    const { closed } = courierApi([
      stop(11, 0, { customer: { id: 111, name: 'Ana Lima', phone: '(718) 555-0111' }, notes: 'Ring twice' }),
      stop(12, 1, { customer: { id: 112, name: 'Ben Ode', phone: null }, address: null }),
    ]);
    renderApp('/messenger', { user: courier });

    expect(await screen.findByText('2 of 2 stops to go.')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Stop 1: Ana Lima', 'Stop 2: Ben Ode']);
    const first = stopItem(1);
    expect(first).toHaveTextContent('11 Bedford Ave');
    expect(first).toHaveTextContent('Brooklyn, NY 11211');
    expect(within(first).getByRole('link', { name: 'Open in map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=11%20Bedford%20Ave',
    );
    expect(within(first).getByText('11 rolls for order 100411')).toBeInTheDocument();
    expect(within(first).getByText('Ring twice')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Call (718) 555-0111' })).toHaveAttribute(
      'href',
      'tel:(718) 555-0111',
    );
    expect(within(stopItem(2)).getByText('No address on file: call the customer.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Collected' }));

    expect(closed).toEqual([{ path: '/api/messengers/4/stops/11', body: { outcome: 'COLLECTED' } }]);
    expect(await screen.findByText('1 of 2 stops to go.')).toBeInTheDocument();
    expect(within(stopItem(1)).getByText('Collected')).toBeInTheDocument();
    expect(within(stopItem(1)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(stopItem(2)).getByRole('button', { name: 'Collected' })).toBeEnabled();
    expect(await screen.findByText('Stop 1: Collected')).toBeInTheDocument();
    // The courier carries on at the next stop.
    expect(screen.getByRole('heading', { name: 'Stop 2: Ben Ode' })).toHaveFocus();
  }, 20_000);

  it('answers “no one home” from the keyboard alone, then goes on to the next stop', async () => {
    const { closed } = courierApi([stop(11, 0), stop(12, 1)]);
    renderApp('/messenger', { user: courier });
    await screen.findByText('2 of 2 stops to go.');
    within(stopItem(1)).getByRole('button', { name: 'Collected' }).focus();
    const user = userEvent.setup();
    await user.tab();
    expect(within(stopItem(1)).getByRole('button', { name: 'No one home' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(stopItem(1)).queryByRole('button')).not.toBeInTheDocument());
    expect(within(stopItem(1)).getByText('No one home')).toBeInTheDocument();
    expect(closed).toEqual([{ path: '/api/messengers/4/stops/11', body: { outcome: 'NO_ONE_HOME' } }]);
    expect(screen.getByRole('heading', { name: 'Stop 2: Customer 12' })).toHaveFocus();

    // From the next stop's heading, Tab reaches its map link, then its answers.
    await user.tab();
    expect(within(stopItem(2)).getByRole('link', { name: 'Open in map' })).toHaveFocus();
    await user.tab();
    expect(within(stopItem(2)).getByRole('button', { name: 'Collected' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('0 of 2 stops to go.')).toBeInTheDocument();
    expect(closed.at(-1)).toEqual({ path: '/api/messengers/4/stops/12', body: { outcome: 'COLLECTED' } });
    expect(screen.getByRole('heading', { name: 'Today’s route' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Tell the next customer/ })).not.toBeInTheDocument();
  }, 20_000);

  it('says in words on the stop why it could not be closed, and shows what the server has', async () => {
    const stops = [stop(11, 0), stop(12, 1)];
    courierApi(stops, {
      'PUT /api/messengers/4/stops/11': () => {
        // Closed from another phone a moment ago.
        stops[0] = { ...stops[0]!, outcome: 'COLLECTED', completedAt: '2026-11-20T14:00:00.000Z' };
        return jsonResponse(
          { message: 'This stop is already done.', errors: ['outcome: This stop is already marked collected.'] },
          { status: 409 },
        );
      },
      'PUT /api/messengers/4/stops/12': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/messenger', { user: courier });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: /^Stop 1:/ })).getByRole('button', {
        name: 'No one home',
      }),
    );

    expect(await within(stopItem(1)).findByRole('alert')).toHaveTextContent('This stop is already marked collected.');
    expect(await within(stopItem(1)).findByText('Collected')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 stops to go.')).toBeInTheDocument();

    await user.click(within(stopItem(2)).getByRole('button', { name: 'Collected' }));
    expect(await within(stopItem(2)).findByRole('alert')).toHaveTextContent(
      "We couldn't reach the lab. Check your connection and try again.",
    );
    expect(within(stopItem(1)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(stopItem(2)).getByRole('button', { name: 'Collected' })).toBeEnabled();
  }, 20_000);

  it('tells the next customer the courier is on the way, once, and says when it cannot', async () => {
    const asked: string[] = [];
    let answer = () => jsonResponse({ stopId: 11, notified: true });
    courierApi([stop(11, 0), stop(12, 1)], {
      'GET /api/messengers/4/routes/notify-next-stop': (url) => {
        asked.push(url.pathname);
        return answer();
      },
    });
    renderApp('/messenger', { user: courier });
    const user = userEvent.setup();
    const notify = await screen.findByRole('button', { name: 'Tell the next customer I’m on my way' });

    await user.click(notify);
    expect(await screen.findByText('The next customer is told you are on the way.')).toBeInTheDocument();
    answer = () => jsonResponse({ stopId: 11, notified: false });
    await user.click(notify);
    expect(await screen.findByText('The next customer was told already.')).toBeInTheDocument();
    expect(asked).toEqual(['/api/messengers/4/routes/notify-next-stop', '/api/messengers/4/routes/notify-next-stop']);

    answer = () => jsonResponse({ message: 'Internal Server Error', errors: [] }, { status: 500 });
    await user.click(notify);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
  }, 20_000);

  it('says so when there are no stops today, or no courier record, or the route cannot be read', async () => {
    courierApi([]);
    const first = renderApp('/messenger', { user: courier });
    expect(await screen.findByText('No stops today. New pick-ups appear here as customers book them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Tell the next customer/ })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/messenger': () => jsonResponse({ messenger: null }) });
    const second = renderApp('/messenger', { user: courier });
    expect(
      await screen.findByText('This account has no courier record yet. Ask the lab to add you as a messenger.'),
    ).toBeVisible();
    second.unmount();

    mockApi({
      'GET /api/messenger': () => jsonResponse({ messenger: record }),
      'GET /api/messengers/4/routes': () =>
        jsonResponse({ message: 'Validation failed', errors: ['to: must not be before from'] }, { status: 400 }),
    });
    renderApp('/messenger', { user: courier });
    expect(await screen.findByRole('alert')).toHaveTextContent('To must not be before from');
  }, 20_000);
});
