import type { SignedInUser } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sessionsKey } from './sessions';

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/**
 * PUT /auth/password. Every session ends; the answer carries this browser's new token (stored by the
 * API client). A wrong current password is this form's 403, not the session's.
 */
export function changePassword(body: ChangePasswordInput): Promise<SignedInUser> {
  return callRoute(routePaths.auth.changePassword, { body, onUnauthorized: 'ignore' });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
