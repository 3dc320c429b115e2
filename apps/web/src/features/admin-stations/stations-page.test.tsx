import type { StationToken } from '@filmlab/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const station = (id: number, name: string, extra: Partial<StationToken> = {}): StationToken => ({
  id,
  name,
  hint: `ab${id}9`,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});

describe('/admin/stations', () => {
  it('makes a token, shows it once, and revokes a station', async () => {
    let stations = [station(1, 'Noritsu HS-1800', { lastUsedAt: '2026-11-24T08:30:00.000Z' })];
    const made: unknown[] = [];
    mockApi({
      'GET /api/station-tokens': () => jsonResponse({ stations }),
      'POST /api/station-tokens': async (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        made.push(body);
        const created = station(2, body.name);
        stations = [created, ...stations];
        return jsonResponse({ station: created, token: 'fls_secret-token-shown-once' }, { status: 201 });
      },
      'DELETE /api/station-tokens/1': () => {
        stations = stations.map((s) => (s.id === 1 ? { ...s, revokedAt: '2026-11-25T09:00:00.000Z' } : s));
        return jsonResponse({ station: stations.find((s) => s.id === 1) });
      },
    });
    renderApp('/admin/stations', { user: admin });
    const user = userEvent.setup();
    expect(await screen.findByText('Noritsu HS-1800', { selector: 'td' })).toBeInTheDocument();
    const makeToken = screen.getByRole('button', { name: 'Make a token' });
    expect(makeToken).toBeDisabled();

    await user.type(screen.getByLabelText('Station name'), '  Frontier SP-3000 ');
    await user.click(makeToken);
    expect(await screen.findByText('fls_secret-token-shown-once')).toBeInTheDocument();
    expect(made).toEqual([{ name: 'Frontier SP-3000' }]);
    expect(screen.getByLabelText('Station name')).toHaveValue('');
    const newRow = (await screen.findByText('Frontier SP-3000', { selector: 'td' })).closest('tr')!;
    expect(within(newRow).getByText('…ab29')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Noritsu HS-1800' }));
    const revokedRow = (await screen.findByText(/^Revoked /)).closest('tr')!;
    expect(within(revokedRow).getByText('Noritsu HS-1800', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Noritsu HS-1800' })).not.toBeInTheDocument();
  }, 20_000);

  it('says so when there are no stations yet, and why a token was refused', async () => {
    mockApi({
      'GET /api/station-tokens': () => jsonResponse({ stations: [] }),
      'POST /api/station-tokens': () =>
        jsonResponse(
          { message: 'Some fields are not valid', errors: ['name: must be 80 characters or fewer'] },
          { status: 400 },
        ),
    });
    renderApp('/admin/stations', { user: admin });
    expect(await screen.findByText(/No stations yet/)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Station name'), 'Epson V850');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid|80 characters/);
  }, 20_000);
});
