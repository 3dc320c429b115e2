import type { User } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeUser } from './cache';

export interface ChangeEmailInput {
  email: string;
  /** The owner's password; an admin changing someone else's e-mail sends none. */
  currentPassword?: string;
}

/**
 * PUT /users/:id with a new e-mail. A wrong password is a 403 about this form, not about the
 * session, so it does not send the person back to log in.
 */
export function changeEmail(userId: number | string, body: ChangeEmailInput): Promise<User> {
  return callRoute(routePaths.users.update, { params: { id: userId }, body, onUnauthorized: 'ignore' });
}

export function useChangeEmail(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => changeEmail(userId, body),
    onSuccess: (user) => storeUser(queryClient, user),
  });
}
