import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** GET /auth/password-reset/validate-token?token= */
export function validateResetToken(token: string, signal?: AbortSignal): Promise<{ valid: boolean }> {
  return callRoute(routePaths.auth.validateResetToken, { query: { token }, signal, onUnauthorized: 'ignore' });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    staleTime: Infinity,
  });
}

export function useResetTokenValidity(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
