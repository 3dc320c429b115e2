import { routePaths } from '@filmlab/api/paths';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /auth/password-reset: the answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return callRoute(routePaths.auth.requestPasswordReset, { body: { email }, onUnauthorized: 'ignore' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
