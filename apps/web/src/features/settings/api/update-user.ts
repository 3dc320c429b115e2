import type { User } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { storeUser } from './cache';

export type UpdateUserInput = BodyOf<typeof routePaths.users.update>;

/** PUT /users/:id with any of first name, last name, phone and e-mail. */
export function updateUser(userId: number | string, body: UpdateUserInput): Promise<User> {
  return callRoute(routePaths.users.update, { params: { id: userId }, body });
}

export function useUpdateUser(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserInput) => updateUser(userId, body),
    onSuccess: (user) => storeUser(queryClient, user),
  });
}
