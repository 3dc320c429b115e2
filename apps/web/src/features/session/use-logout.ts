import { useCallback } from 'react';
import { getQueryRuntime } from '../../lib/query-gate';
import { clearLoginError, clearToken, getToken } from '../../lib/session-store';

const useNoQueryClient = () => undefined;

/**
 * Ends the session on the server (its token stops working everywhere), then forgets the token and
 * every cached answer here, so the next person on this browser sees nothing. The browser does not
 * wait for the server: a logout must work offline too, and the token is already on its way.
 */
export async function endServerSession(): Promise<void> {
  const token = getToken();
  if (!token) return;
  // The token is taken now and sent as is: the caller clears it at once, before the API client (not
  // in the entry chunk) has loaded. A plain path rather than the route table (POST /auth/logout).
  try {
    const { apiRequest } = await import('../../lib/api-client');
    await apiRequest('/auth/logout', { method: 'POST', onUnauthorized: 'ignore', token });
  } catch {
    // Offline, or the session had already ended: the token is forgotten here all the same.
  }
}

export function useLogout(): () => void {
  // Fixed for the life of the tree: loading TanStack Query remounts it under the provider (QueryGate).
  const useClient = getQueryRuntime()?.useQueryClient ?? useNoQueryClient;
  const queryClient = useClient();
  return useCallback(() => {
    void endServerSession();
    clearToken();
    clearLoginError();
    queryClient?.clear();
  }, [queryClient]);
}
