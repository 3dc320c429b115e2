import type { Access } from '@filmlab/api';
import { AppError } from '../errors.js';
import type { SessionUser, StationCaller } from './session-user.js';

const roleFor: Record<'admin' | 'vendor' | 'messenger', SessionUser['role']> = {
  admin: 'ADMIN',
  vendor: 'VENDOR',
  messenger: 'MESSENGER',
};

const isOwnAccount = (user: SessionUser, params: unknown) => {
  const id = (params as { id?: unknown } | undefined)?.id;
  return id !== undefined && String(id) === String(user.id);
};

/** What a staff session that has not entered its e-mailed code gets for anything staff-only. */
export const twoFactorRequired = () =>
  new AppError('FORBIDDEN', 'Please enter the six-digit code we e-mailed you to continue.', ['twoFactor: required']);

/**
 * The single authorization rule for every route (DESIGN.md rule 2).
 * Admins pass every check; `self` compares the `id` path parameter with the caller.
 * A staff session still owing its two-factor code may do only what a customer may do on its own
 * account (its session acts as a customer; see SessionUser.role); anything staff-only is refused
 * with a 403 saying to enter the code.
 * A scanning station's token opens the station routes and nothing more than a visitor gets; the
 * station routes open to nobody else.
 */
export function authorize(
  access: Access,
  user: SessionUser | null,
  params: unknown,
  station: StationCaller | null = null,
): void {
  if (station) {
    // A visitor's route answers a station as it answers anyone: nothing there is a customer's.
    if (access === 'station' || access === 'visitor') return;
    throw new AppError('FORBIDDEN', 'A station token may only upload scans and add roll events', [
      'authorization: is a scanning station token',
    ]);
  }
  if (access === 'station') {
    if (!user) throw new AppError('UNAUTHORIZED', 'Please send a scanning station token');
    throw new AppError('FORBIDDEN', 'Only a scanning station may call this', ['authorization: is not a station token']);
  }
  if (access === 'visitor') return;
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (user.twoFactorPending) {
    const staffOnly = access === 'admin' || access === 'vendor' || access === 'messenger';
    if (staffOnly || (access === 'self' && !isOwnAccount(user, params))) throw twoFactorRequired();
  }
  if (user.role === 'ADMIN' || access === 'user') return;
  if (access === 'self') {
    if (isOwnAccount(user, params)) return;
    throw new AppError('FORBIDDEN', 'You do not have access to this account');
  }
  if (user.role === roleFor[access]) return;
  throw new AppError('FORBIDDEN', 'You do not have access to this page');
}
