import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearLoginError, clearToken } from '../../lib/session-store';

/** Forgets the token and every cached answer, so the next person on this browser sees nothing. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    clearLoginError();
    queryClient.clear();
  }, [queryClient]);
}
