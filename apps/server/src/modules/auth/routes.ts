import { routes } from '@filmlab/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { presentUser, presentUserById } from '../users/present-user.js';
import { userCacheFor } from '../users/user-cache.js';
import { createIdentityVerifier } from './identity-providers.js';
import { logIn, prepareLogIn } from './log-in.js';
import { requestPasswordReset } from './request-password-reset.js';
import { requestTwoFactorCode } from './request-two-factor-code.js';
import { resetPassword } from './reset-password.js';
import type { SignedIn } from './session.js';
import { signInWithProvider } from './sign-in-with-provider.js';
import { signUp } from './sign-up.js';
import { validateResetToken } from './validate-reset-token.js';
import { verifyTwoFactorCode } from './verify-two-factor-code.js';

/** The web client stores the token it finds in the authorization header (spec section 4, Session). */
function sendSessionToken(reply: FastifyReply, token: string) {
  reply.header('authorization', token);
  reply.header('access-control-expose-headers', 'authorization');
  reply.header('cache-control', 'no-store');
}

export function registerAuthRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, mailer, config, sessions } = deps;
  const verifyIdentity = createIdentityVerifier(config);
  prepareLogIn();

  const signedIn = async (reply: FastifyReply, result: SignedIn) => {
    sendSessionToken(reply, result.token);
    return presentUser({ db, blobs, user: result.user });
  };

  registerRoute(api, routes.auth.signup, async ({ body, reply }) =>
    signedIn(reply, await signUp({ db, sessions, input: body })),
  );
  registerRoute(api, routes.auth.login, async ({ body, ip, reply }) =>
    signedIn(reply, await logIn({ db, sessions, config, input: body, ip })),
  );
  // The web app asks on every page: answered from the user cache, serialized once per copy.
  const users = userCacheFor(deps.events);
  registerRoute(api, routes.auth.currentUser, async ({ user, reply }) => {
    const id = String(user.id);
    const presented = await users.read(`self:${id}`, () => presentUserById({ db, blobs, userId: user.id }), id);
    return serializeOnce(reply, routes.auth.currentUser.response, presented);
  });
  registerRoute(api, routes.auth.googleSignIn, async ({ body, reply }) =>
    signedIn(reply, await signInWithProvider({ db, sessions, verifyIdentity, provider: 'google', token: body.token })),
  );
  registerRoute(api, routes.auth.facebookSignIn, async ({ body, reply }) =>
    signedIn(
      reply,
      await signInWithProvider({ db, sessions, verifyIdentity, provider: 'facebook', token: body.token }),
    ),
  );
  registerRoute(api, routes.auth.requestPasswordReset, async ({ body, ip }) =>
    requestPasswordReset({ db, mailer, config, email: body.email, ip }),
  );
  registerRoute(api, routes.auth.validateResetToken, async ({ query }) =>
    validateResetToken({ db, token: query.token }),
  );
  registerRoute(api, routes.auth.resetPassword, async ({ body, reply }) =>
    signedIn(reply, await resetPassword({ db, sessions, input: body })),
  );
  registerRoute(api, routes.auth.requestTwoFactorCode, async ({ user, ip }) =>
    requestTwoFactorCode({ db, mailer, config, caller: user, ip }),
  );
  registerRoute(api, routes.auth.verifyTwoFactorCode, async ({ user, body }) =>
    verifyTwoFactorCode({ db, config, caller: user, code: body.code }),
  );
}
