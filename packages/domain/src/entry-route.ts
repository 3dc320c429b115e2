// Where `/` sends a person (spec section 2.1).
import type { Role } from './enums.js';

export interface EntryRouteState {
  loggedIn: boolean;
  user: {
    id: string | number;
    role: Role;
    phone: string | null | undefined;
    firstOrderCreated: boolean | null | undefined;
  } | null;
}

export type EntryRoute = { kind: 'loader' } | { kind: 'redirect'; to: string } | { kind: 'landing' };

/** The rules are checked in the spec's order: the first that matches wins. */
export function entryRoute(state: EntryRouteState): EntryRoute {
  const { loggedIn, user } = state;
  // A token but no user yet: deciding now would bounce a member to the landing page and back.
  if (loggedIn && !user) return { kind: 'loader' };
  if (!loggedIn || !user) return { kind: 'landing' };
  if (user.role === 'VENDOR') return redirect('/vendor-orders');
  if (user.role === 'ADMIN') return redirect('/admin/orders');
  // A courier's day is its route: the phone page of today's stops.
  if (user.role === 'MESSENGER') return redirect('/messenger');
  if (!user.phone?.trim()) return redirect('/complete-user-details');
  if (!user.firstOrderCreated) return redirect('/onboarding/rolls');
  if (user.role === 'CUSTOMER') return redirect(`/users/${encodeURIComponent(String(user.id))}/rolls`);
  return { kind: 'landing' };
}

const redirect = (to: string): EntryRoute => ({ kind: 'redirect', to });
