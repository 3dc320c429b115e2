import type { SignedInUser } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session-store';
import { rememberSignedInUser } from './signed-in';

export type LoginInput = BodyOf<typeof routePaths.auth.login>;

/**
 * POST /auth/login. The token arrives in the authorization header (the client stores it); a failed
 * login clears any stored token (spec section 8) and a wrong password is the form's error, not a
 * session error.
 */
export async function login(body: LoginInput): Promise<SignedInUser> {
  try {
    return await callRoute(routePaths.auth.login, { body, onUnauthorized: 'ignore' });
  } catch (error) {
    clearToken();
    throw error;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => rememberSignedInUser(queryClient, user) });
}
