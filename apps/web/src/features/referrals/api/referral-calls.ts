import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const referralKeys = { page: (userId: number) => ['users', String(userId), 'referrals'] as const };

/** GET /users/{id}/referrals: the code, the link and the invitations sent. */
export function useReferrals(userId: number) {
  return useQuery({
    queryKey: referralKeys.page(userId),
    queryFn: ({ signal }) => callRoute(routePaths.referrals.list, { params: { id: userId }, signal }),
  });
}

/** GET /users/{id}/send-referral?email=: e-mails the invitation; the list reads anew. */
export function useSendReferral(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callRoute(routePaths.referrals.send, { params: { id: userId }, query: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.page(userId) }),
  });
}
