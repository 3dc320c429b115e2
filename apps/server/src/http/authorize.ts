import type { Access } from '@filmlab/api';
import { AppError } from '../errors.js';
import type { SessionUser } from './session-user.js';

/**
 * The single authorization rule for every route (DESIGN.md rule 2).
 * Admins pass every check; `self` compares the `id` path parameter with the caller.
 */
export function authorize(access: Access, user: SessionUser | null, params: unknown): void {
  if (access === 'visitor') return;
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (user.role === 'ADMIN' || access === 'user') return;
  if (access === 'self') {
    const id = (params as { id?: unknown } | undefined)?.id;
    if (id !== undefined && String(id) === String(user.id)) return;
    throw new AppError('FORBIDDEN', 'You do not have access to this account');
  }
  const roleFor: Record<'admin' | 'vendor' | 'messenger', SessionUser['role']> = {
    admin: 'ADMIN',
    vendor: 'VENDOR',
    messenger: 'MESSENGER',
  };
  if (user.role === roleFor[access]) return;
  throw new AppError('FORBIDDEN', 'You do not have access to this page');
}
