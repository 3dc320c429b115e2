import { useCallback } from 'react';
import { apiRequest } from '../../lib/api-client';
import { getQueryRuntime } from '../../lib/query-gate';
import { clearLoginError, clearToken, getToken } from '../../lib/session-store';

const useNoQueryClient = () => undefined;

/**
 * Ends the session on the server (its token stops working everywhere), then forgets the token and
 * every cached answer here, so the next person on this browser sees nothing. The browser does not
 * wait for the server: a logout must work offline too, and the token is already on its way.
 */
export function endServerSession(): Promise<void> {
  if (!getToken()) return Promise.resolve();
  // apiRequest reads the stored token before its first await, so clearing it right after is safe. A
  // plain path rather than the contract: this file is in the entry chunk, which does not carry the
  // route table (POST /auth/logout in @filmlab/api).
  return apiRequest('/auth/logout', { method: 'POST', onUnauthorized: 'ignore' }).then(
    () => undefined,
    () => undefined,
  );
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
