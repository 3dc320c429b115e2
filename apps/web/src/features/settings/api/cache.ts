import type { User } from '@filmlab/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** A changed user replaces the cached copy, and the header's copy when it is the signed-in person. */
export function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.user(user.id), user);
  const current = queryClient.getQueryData<User>(queryKeys.currentUser);
  if (current?.id === user.id) queryClient.setQueryData(queryKeys.currentUser, user);
}

/** After an address or avatar change, the user's embedded copies are out of date. */
export async function refreshUser(queryClient: QueryClient, userId: number | string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.user(userId), exact: true });
  const current = queryClient.getQueryData<User>(queryKeys.currentUser);
  if (current && String(current.id) === String(userId)) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  }
}
