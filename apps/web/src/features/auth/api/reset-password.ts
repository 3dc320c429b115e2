import type { User } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { rememberSignedInUser } from './signed-in';

/** PUT /auth/password-reset/reset: sets the password and signs the person in (token in the header). */
export function resetPassword(body: { password: string; token: string }): Promise<User> {
  return callRoute(routePaths.auth.resetPassword, { body, onUnauthorized: 'ignore' });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: (user) => rememberSignedInUser(queryClient, user) });
}
