import type { SignedInUser, User } from '@filmlab/api';
import { getQueryRuntime } from '../../lib/query-gate';
import { useSessionState } from '../../lib/session-store';
import { currentUserQueryOptions } from './api/get-current-user';

export interface Session {
  token: string | null;
  /** A token is stored; the user may not be loaded yet. */
  isLoggedIn: boolean;
  /** The signed-in user once loaded; never a stale user after logout. */
  user: SignedInUser | undefined;
  /** Logged in, the user not yet loaded and no error: show a loader (spec 2.1). */
  isLoadingUser: boolean;
  /** Loading the user failed for a reason other than the session itself (e.g. the server is down). */
  userError: Error | null;
  retry: () => void;
  /** The login-error state after a 401 or 403. */
  loginError: string | null;
  /** A staff session that must enter its e-mailed code before staff work (the user says so, or the API did). */
  owesTwoFactorCode: boolean;
}

interface UserQuery {
  data: SignedInUser | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** Before TanStack Query is loaded nobody is signed in (main.tsx loads it first for a stored token). */
function useNoUserQuery(): UserQuery {
  return { data: undefined, isError: false, error: null, refetch: async () => undefined };
}

export function useSession(): Session {
  const token = useSessionState((state) => state.token);
  const loginError = useSessionState((state) => state.loginError);
  const refusedForCode = useSessionState((state) => state.twoFactorRequired);
  // Fixed for the life of the tree: loading TanStack Query remounts it under the provider (QueryGate).
  const useUserQuery: (options: ReturnType<typeof currentUserQueryOptions>) => UserQuery =
    getQueryRuntime()?.useQuery ?? useNoUserQuery;
  const query = useUserQuery(currentUserQueryOptions(token));
  const user = token ? query.data : undefined;
  const userError = token && !user && query.isError ? query.error : null;
  return {
    token,
    isLoggedIn: Boolean(token),
    user,
    isLoadingUser: Boolean(token) && !user && !userError,
    userError,
    retry: () => void query.refetch(),
    loginError,
    owesTwoFactorCode: Boolean(token) && (refusedForCode || needsTwoFactorCode(user)),
  };
}

export const isAdmin = (user: Pick<User, 'role'> | undefined): boolean => user?.role === 'ADMIN';

/** A staff session that must still enter the six-digit code e-mailed to it (staff two-factor). */
export const needsTwoFactorCode = (user: Partial<Pick<SignedInUser, 'twoFactorRequired'>> | undefined): boolean =>
  user?.twoFactorRequired === true;
