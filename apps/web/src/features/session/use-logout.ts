import { useCallback } from 'react';
import { getQueryRuntime } from '../../lib/query-gate';
import { clearLoginError, clearToken } from '../../lib/session-store';

const useNoQueryClient = () => undefined;

/** Forgets the token and every cached answer, so the next person on this browser sees nothing. */
export function useLogout(): () => void {
  // Fixed for the life of the tree: loading TanStack Query remounts it under the provider (QueryGate).
  const useClient = getQueryRuntime()?.useQueryClient ?? useNoQueryClient;
  const queryClient = useClient();
  return useCallback(() => {
    clearToken();
    clearLoginError();
    queryClient?.clear();
  }, [queryClient]);
}
