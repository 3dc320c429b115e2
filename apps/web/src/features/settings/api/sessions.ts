import type { Session } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const sessionsKey = ['session', 'sessions'] as const;

/** GET /auth/sessions: the browsers and devices the signed-in person is logged in on. */
export function listSessions(signal?: AbortSignal): Promise<Session[]> {
  return callRoute(routePaths.auth.sessions, { signal }).then((answer) => answer.sessions);
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => listSessions(signal), staleTime: 0 });
}

/** DELETE /auth/sessions/:sessionId: logs one other browser out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callRoute(routePaths.auth.endSession, { params: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST /auth/logout-everywhere: every other session ends, or this one too. */
export function useLogOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepThisSession: boolean) =>
      callRoute(routePaths.auth.logoutEverywhere, { body: { keepThisSession } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
