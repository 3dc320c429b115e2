import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clearTwoFactorFlag } from '../../../lib/session-store';

/** POST /auth/managers/request-two-factor-code: e-mails a fresh six-digit code to the staff account. */
export function requestTwoFactorCode() {
  return callRoute(routePaths.auth.requestTwoFactorCode, { onUnauthorized: 'ignore' });
}

/** POST /auth/managers/verify-two-factor-code: a right code lets this session do staff work. */
export function verifyTwoFactorCode(code: string) {
  return callRoute(routePaths.auth.verifyTwoFactorCode, { body: { code }, onUnauthorized: 'ignore' });
}

export function useRequestTwoFactorCode() {
  return useMutation({ mutationFn: requestTwoFactorCode });
}

/** After a right code the current user no longer owes one: it is fetched again before going on. */
export function useVerifyTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorCode,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
      clearTwoFactorFlag();
    },
  });
}
