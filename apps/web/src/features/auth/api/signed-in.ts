import type { User } from '@filmlab/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After login, signup or a password reset the answer is the user: no need to ask again. */
export function rememberSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
  queryClient.setQueryData(queryKeys.user(user.id), user);
}
