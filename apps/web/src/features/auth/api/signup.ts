import type { User } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session-store';
import { rememberSignedInUser } from './signed-in';

export type SignupInput = BodyOf<typeof routePaths.auth.signup>;

/** POST /auth/signup: 201 with the new user; a failure clears any stored token (spec section 8). */
export async function signup(body: SignupInput): Promise<User> {
  try {
    return await callRoute(routePaths.auth.signup, { body, onUnauthorized: 'ignore' });
  } catch (error) {
    clearToken();
    throw error;
  }
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signup, onSuccess: (user) => rememberSignedInUser(queryClient, user) });
}
