import type { Messenger, MessengerHours, MessengerRoute, ZipCode } from '@filmlab/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildStop } from '../../test/courier-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const messenger = (id: number, extra: Partial<Messenger> = {}): Messenger => ({
  id,
  userId: 30 + id,
  firstName: 'Ray',
  lastName: `Rider ${id}`,
  email: `ray${id}@lab.test`,
  phone: '(718) 555-0145',
  vehicle: 'Cargo bike',
  notes: null,
  active: true,
  hours: [{ id: 70, dayOfWeek: 1, startTime: '10:00', endTime: '14:00' }],
  ...extra,
});

const body = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('/admin/messengers', () => {
  it('lists the couriers and adds one, saying in words what the server refused', async () => {
    const list: Messenger[] = [messenger(4), messenger(5, { active: false, hours: [], vehicle: null, phone: null })];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/messengers': () => jsonResponse({ messengers: list }),
      'POST /api/messengers': (_url, init) => {
        const made = body(init) as Messenger;
        sent.push(made);
        if (made.email === 'taken@lab.test') {
          return jsonResponse({ message: 'Conflict', errors: ['email: is already registered'] }, { status: 409 });
        }
        list.push(messenger(6, { ...made, hours: [] }));
        return jsonResponse(list.at(-1), { status: 201 });
      },
    });
    renderApp('/admin/messengers', { user: admin });

    const ray = (await screen.findByRole('link', { name: 'Ray Rider 4' })).closest('tr')!;
    expect(ray).toHaveTextContent('ray4@lab.test');
    expect(ray).toHaveTextContent('Mon 10:00–14:00');
    expect(within(ray).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ray Rider 4' })).toHaveAttribute('href', '/admin/messengers/4');
    const paused = screen.getByRole('link', { name: 'Ray Rider 5' }).closest('tr')!;
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(paused).toHaveTextContent('No hours yet');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Wheels');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'taken@lab.test');
    await user.click(screen.getByRole('button', { name: 'Add messenger' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'mia@lab.test');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(718) 555-0150');
    await user.type(screen.getByRole('textbox', { name: /^Vehicle/ }), 'Van');
    await user.click(screen.getByRole('button', { name: 'Add messenger' }));

    expect(await screen.findByRole('link', { name: 'Mia Wheels' })).toHaveAttribute('href', '/admin/messengers/6');
    expect(sent.at(-1)).toEqual({
      firstName: 'Mia',
      lastName: 'Wheels',
      email: 'mia@lab.test',
      phone: '(718) 555-0150',
      vehicle: 'Van',
    });
    expect(screen.getByText('Mia is a messenger: they set a password with “Forgot password”.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});

describe('/admin/messengers/{id}', () => {
  function messengerApi() {
    let record = messenger(4);
    let hours: MessengerHours[] = record.hours;
    let zips: ZipCode[] = [{ zip: '11211', area: 'Williamsburg', active: true }];
    const calls: Array<{ key: string; body?: unknown; search?: string }> = [];
    const routes: MessengerRoute[] = [
      { id: 9, date: '2026-11-20', status: 'PLANNED', stops: [buildStop(11, { outcome: 'COLLECTED' }), buildStop(12)] },
    ];
    mockApi({
      'GET /api/messengers/4': () => jsonResponse({ ...record, hours }),
      'PUT /api/messengers/4': (_url, init) => {
        calls.push({ key: 'PUT messenger', body: body(init) });
        record = { ...record, ...(body(init) as Partial<Messenger>) };
        return jsonResponse({ ...record, hours });
      },
      'POST /api/messengers/4/hours': (_url, init) => {
        calls.push({ key: 'POST hours', body: body(init) });
        const made = { id: 71, ...(body(init) as Omit<MessengerHours, 'id'>) };
        hours = [...hours, made];
        return jsonResponse(made, { status: 201 });
      },
      'PUT /api/messengers/4/hours/70': (_url, init) => {
        const sent = body(init) as Omit<MessengerHours, 'id'>;
        calls.push({ key: 'PUT hours', body: sent });
        if (sent.endTime <= sent.startTime) {
          return jsonResponse(
            { message: 'Validation failed', errors: ['endTime: must be after the start time'] },
            { status: 400 },
          );
        }
        hours = hours.map((h) => (h.id === 70 ? { id: 70, ...sent } : h));
        return jsonResponse({ id: 70, ...sent });
      },
      'DELETE /api/messengers/4/hours/71': () => {
        calls.push({ key: 'DELETE hours' });
        hours = hours.filter((h) => h.id !== 71);
        return jsonResponse({ ok: true });
      },
      'GET /api/messengers/4/routes': (url) => {
        calls.push({ key: 'GET routes', search: url.search });
        return jsonResponse({ routes: url.searchParams.get('from') === '2026-11-20' ? routes : [] });
      },
      'GET /api/zip-codes': () => jsonResponse({ zipCodes: zips }),
      'PUT /api/zip-codes/11222': (_url, init) => {
        calls.push({ key: 'PUT zip', body: body(init) });
        const saved = { zip: '11222', ...(body(init) as Omit<ZipCode, 'zip'>) };
        zips = [...zips.filter((z) => z.zip !== '11222'), saved];
        return jsonResponse(saved);
      },
      'DELETE /api/zip-codes/11211': () => {
        calls.push({ key: 'DELETE zip' });
        zips = zips.filter((z) => z.zip !== '11211');
        return jsonResponse({ ok: true });
      },
    });
    return calls;
  }

  it('keeps the details, weekly hours and service zip codes of one messenger', async () => {
    const calls = messengerApi();
    renderApp('/admin/messengers/4', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ray Rider 4' })).toBeInTheDocument();
    const user = userEvent.setup();

    const details = screen.getByRole('form', { name: 'Messenger details' });
    const vehicle = within(details).getByRole('textbox', { name: /^Vehicle/ });
    await user.clear(vehicle);
    await user.type(vehicle, 'E-bike');
    await user.click(within(details).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT messenger')?.body).toEqual({
        phone: '(718) 555-0145',
        vehicle: 'E-bike',
        notes: '',
        active: false,
      }),
    );

    const monday = screen.getByRole('form', { name: 'Monday 10:00 to 14:00' });
    const end = within(monday).getByLabelText('To');
    await user.clear(end);
    await user.type(end, '09:00');
    await user.click(within(monday).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('End time must be after the start time');
    await user.clear(end);
    await user.type(end, '16:00');
    await user.click(within(monday).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('form', { name: 'Monday 10:00 to 16:00' })).toBeInTheDocument();

    const fresh = screen.getByRole('form', { name: 'New hours' });
    await user.selectOptions(within(fresh).getByRole('combobox', { name: 'Day' }), 'Saturday');
    await user.type(within(fresh).getByLabelText('From'), '11:00');
    await user.type(within(fresh).getByLabelText('To'), '15:00');
    await user.click(within(fresh).getByRole('button', { name: 'Add hours' }));
    const saturday = await screen.findByRole('form', { name: 'Saturday 11:00 to 15:00' });
    expect(calls.find((c) => c.key === 'POST hours')?.body).toEqual({
      dayOfWeek: 6,
      startTime: '11:00',
      endTime: '15:00',
    });
    await user.click(within(saturday).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Saturday/ })).not.toBeInTheDocument());

    const zipForm = screen.getByRole('form', { name: 'Add a zip code' });
    await user.type(within(zipForm).getByRole('textbox', { name: 'Zip code' }), '11222');
    await user.type(within(zipForm).getByRole('textbox', { name: 'Area' }), 'Greenpoint');
    await user.click(within(zipForm).getByRole('button', { name: 'Add zip code' }));
    expect(await screen.findByText('Greenpoint')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT zip')?.body).toEqual({ area: 'Greenpoint', active: true });
    await user.click(screen.getByRole('button', { name: 'Remove 11211' }));
    await waitFor(() => expect(screen.queryByText('Williamsburg')).not.toBeInTheDocument());
  }, 40_000);

  it('shows the routes of a range of days and links the printable sheet', async () => {
    const calls = messengerApi();
    renderApp('/admin/messengers/4', { user: admin });
    await screen.findByRole('heading', { level: 1, name: 'Ray Rider 4' });
    const routes = screen.getByRole('region', { name: 'Routes' });
    expect(await within(routes).findByText('No routes in these days.')).toBeInTheDocument();

    // A date is picked in the browser's own picker: one change event with the whole day.
    fireEvent.change(within(routes).getByLabelText('To'), { target: { value: '2026-11-21' } });
    fireEvent.change(within(routes).getByLabelText('From'), { target: { value: '2026-11-20' } });
    const day = await within(routes).findByRole('region', { name: 'Route of Friday, November 20' });
    const rows = within(day).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1—Customer 11.*11 Bedford Ave, Brooklyn, NY 11211.*11 rolls for order 100411Collected$/),
      expect.stringMatching(/^2—Customer 12.*12 rolls for order 100412$/),
    ]);
    expect(calls.at(-1)).toEqual({ key: 'GET routes', search: '?from=2026-11-20&to=2026-11-21' });
    expect(within(routes).getByRole('link', { name: 'Printable route sheet' })).toHaveAttribute(
      'href',
      '/admin/messengers/4/printable-routes?from=2026-11-20&to=2026-11-21',
    );
  }, 30_000);

  it('prints the route sheet of the days asked for', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    messengerApi();
    renderApp('/admin/messengers/4/printable-routes?from=2026-11-20&to=2026-11-20', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ray Rider 4' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Route of Friday, November 20' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 · (718) 555-0145 · Cargo bike')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the messenger' })).toHaveAttribute('href', '/admin/messengers/4');
    print.mockRestore();
  }, 20_000);
});
