import { routes } from '@filmlab/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { presentUser, presentUserById } from '../users/present-user.js';
import { userCacheFor } from '../users/user-cache.js';
import { prepareLogIn } from './account-password.js';
import { registerAccountRoutes } from './account-routes.js';
import { changePassword } from './change-password.js';
import { endSession } from './end-session.js';
import { createIdentityVerifier } from './identity-providers.js';
import { listSessions } from './list-sessions.js';
import { logIn } from './log-in.js';
import { logOut } from './log-out.js';
import { logOutEverywhere } from './log-out-everywhere.js';
import { requestPasswordReset } from './request-password-reset.js';
import { requestTwoFactorCode } from './request-two-factor-code.js';
import { resetPassword } from './reset-password.js';
import type { ClientInfo, SignedIn } from './session.js';
import { deviceOf } from './devices.js';
import { signInWithProvider } from './sign-in-with-provider.js';
import { signUp } from './sign-up.js';
import { twoFactorPending } from './two-factor-policy.js';
import { validateResetToken } from './validate-reset-token.js';
import { verifyTwoFactorCode } from './verify-two-factor-code.js';

/** The web client stores the token it finds in the authorization header (spec section 4, Session). */
function sendSessionToken(reply: FastifyReply, token: string) {
  reply.header('authorization', token);
  reply.header('access-control-expose-headers', 'authorization');
  reply.header('cache-control', 'no-store');
}

const clientOf = (request: FastifyRequest, reply: FastifyReply, ip: string): ClientInfo => ({
  ip,
  userAgent: request.headers['user-agent'],
  deviceId: deviceOf(request, reply),
});

export function registerAuthRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, mailer, config, sessions } = deps;
  const verifyIdentity = createIdentityVerifier(config);
  prepareLogIn();

  // A new session has not verified a code yet, so a staff account learns here that it must.
  const signedIn = async (reply: FastifyReply, result: SignedIn, verifiedAt: Date | null = null) => {
    sendSessionToken(reply, result.token);
    const user = await presentUser({ db, blobs, user: result.user });
    return { ...user, twoFactorRequired: twoFactorPending(config, result.user.role, verifiedAt) };
  };

  registerRoute(api, routes.auth.signup, async ({ body, ip, request, reply }) =>
    signedIn(reply, await signUp({ db, sessions, config, input: body, client: clientOf(request, reply, ip) })),
  );
  registerRoute(api, routes.auth.login, async ({ body, ip, request, reply }) =>
    signedIn(reply, await logIn({ db, sessions, config, input: body, client: clientOf(request, reply, ip) })),
  );
  // The web app asks on every page: answered from the user cache, serialized once per copy. A copy
  // per user and two-factor state, since two sessions of one staff account may differ.
  const users = userCacheFor(deps.events);
  registerRoute(api, routes.auth.currentUser, async ({ user, reply }) => {
    const id = String(user.id);
    const pending = user.twoFactorPending;
    const presented = await users.read(
      `self:${id}:${pending ? 'code-owed' : 'ok'}`,
      async () => ({ ...(await presentUserById({ db, blobs, userId: user.id })), twoFactorRequired: pending }),
      id,
    );
    return serializeOnce(reply, routes.auth.currentUser.response, presented);
  });
  for (const provider of ['google', 'facebook'] as const) {
    const contract = provider === 'google' ? routes.auth.googleSignIn : routes.auth.facebookSignIn;
    registerRoute(api, contract, async ({ body, ip, request, reply }) =>
      signedIn(
        reply,
        await signInWithProvider({
          db,
          sessions,
          verifyIdentity,
          provider,
          token: body.token,
          client: clientOf(request, reply, ip),
        }),
      ),
    );
  }
  registerRoute(api, routes.auth.requestPasswordReset, async ({ body, ip }) =>
    requestPasswordReset({ db, mailer, config, events: deps.events, email: body.email, ip }),
  );
  registerRoute(api, routes.auth.validateResetToken, async ({ query }) =>
    validateResetToken({ db, token: query.token }),
  );
  registerRoute(api, routes.auth.resetPassword, async ({ body, ip, request, reply }) =>
    signedIn(reply, await resetPassword({ db, sessions, input: body, client: clientOf(request, reply, ip) })),
  );
  registerRoute(api, routes.auth.requestTwoFactorCode, async ({ user, ip }) =>
    requestTwoFactorCode({ db, mailer, config, events: deps.events, caller: user, ip }),
  );
  registerRoute(api, routes.auth.verifyTwoFactorCode, async ({ user, body }) =>
    verifyTwoFactorCode({ db, config, caller: user, code: body.code }),
  );
  registerRoute(api, routes.auth.changePassword, async ({ user, body, ip, request, reply }) => {
    const result = await changePassword({
      db,
      sessions,
      config,
      caller: user,
      input: body,
      client: clientOf(request, reply, ip),
    });
    return signedIn(reply, result, user.twoFactorPending ? null : new Date());
  });
  registerRoute(api, routes.auth.logout, async ({ user }) => logOut({ db, caller: user }));
  registerRoute(api, routes.auth.logoutEverywhere, async ({ user, body }) =>
    logOutEverywhere({ db, caller: user, keepThisSession: body?.keepThisSession ?? false }),
  );
  registerRoute(api, routes.auth.sessions, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return listSessions({ db, caller: user });
  });
  registerRoute(api, routes.auth.endSession, async ({ user, params }) =>
    endSession({ db, caller: user, sessionId: params.sessionId }),
  );
  registerAccountRoutes(api, deps);
}
