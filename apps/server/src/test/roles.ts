// The callers the route-table guards (authorization matrix, fuzzing) call every operation as.
import { createStationToken } from '../modules/stations/station-tokens.js';
import { buildUser } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * owner: the customer whose resources the calls target; other: another customer; station: a scanning
 * station's token (it may call the station routes and nothing else).
 */
export const roleNames = ['visitor', 'owner', 'other', 'vendor', 'messenger', 'admin', 'station'] as const;
export type RoleName = (typeof roleNames)[number];

export interface Caller {
  role: RoleName;
  /** null for the visitor. */
  id: number | null;
  token: string | null;
  email: string | null;
  password: string | null;
}

const visitor: Caller = { role: 'visitor', id: null, token: null, email: null, password: null };

/**
 * One caller per role, each with a session token. This is the one place the guards' sessions are
 * made: when staff sessions must pass a two-factor check before staff-only calls, mark the VENDOR,
 * MESSENGER and ADMIN sessions verified here (through a factory helper) and every guard follows.
 */
export async function buildRoleCallers(t: TestApp): Promise<Record<RoleName, Caller>> {
  const make = async (role: RoleName, userRole: 'CUSTOMER' | 'VENDOR' | 'MESSENGER' | 'ADMIN') => {
    const made = await buildUser(t.database.db, { config: t.config, role: userRole });
    return { role, id: made.user.id, token: made.token, email: made.user.email, password: made.password };
  };
  const admin = await make('admin', 'ADMIN');
  const { token } = await createStationToken({ db: t.database.db, name: 'Guard station', createdById: admin.id! });
  return {
    visitor,
    owner: await make('owner', 'CUSTOMER'),
    other: await make('other', 'CUSTOMER'),
    vendor: await make('vendor', 'VENDOR'),
    messenger: await make('messenger', 'MESSENGER'),
    admin,
    station: { role: 'station', id: null, token, email: null, password: null },
  };
}
