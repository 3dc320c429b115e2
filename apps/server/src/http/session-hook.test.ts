import { defineRoute } from '@filmlab/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { installErrorHandling } from './error-handler.js';
import { registerRoute } from './register.js';
import { addRouteHook, isWriteRoute } from './route-hooks.js';
import { installSessionHook } from './session-hook.js';
import type { Authenticator, SessionUser } from './session-user.js';

const customer: SessionUser = {
  id: 7,
  role: 'CUSTOMER',
  accountRole: 'CUSTOMER',
  email: 'customer@example.test',
  sessionId: '00000000-0000-4000-8000-000000000007',
  twoFactorPending: false,
};
const answer = z.object({ caller: z.number().nullable() });
const contracts = {
  publicList: defineRoute({ method: 'GET', path: '/list', access: 'visitor', summary: '', tag: 't', response: answer }),
  shop: defineRoute({ method: 'GET', path: '/shop', access: 'visitor', summary: '', tag: 't', response: answer }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/subscribe',
    access: 'visitor',
    summary: '',
    tag: 't',
    response: answer,
  }),
  me: defineRoute({ method: 'GET', path: '/me', access: 'user', summary: '', tag: 't', response: answer }),
};

describe('the API edge', () => {
  let app: FastifyInstance;
  const calls = { authenticate: 0, known: 0, writeHook: 0 };
  let knownAnswer: SessionUser | null | undefined;

  beforeEach(async () => {
    Object.assign(calls, { authenticate: 0, known: 0, writeHook: 0 });
    knownAnswer = undefined;
    const authenticate: Authenticator = Object.assign(
      async (token: string) => {
        calls.authenticate++;
        return token === 'good' ? customer : null;
      },
      {
        known: () => {
          calls.known++;
          return knownAnswer;
        },
      },
    );
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(async (api) => {
      installSessionHook(api, { db: {} as Db, authenticate });
      addRouteHook(
        api,
        'onSend',
        (_request, _reply, payload, done) => {
          calls.writeHook++;
          done(null, payload);
        },
        isWriteRoute,
      );
      registerRoute(api, contracts.publicList, async () => ({ caller: null }));
      registerRoute(api, contracts.shop, async ({ user }) => ({ caller: user?.id ?? null }), { readsCaller: true });
      registerRoute(api, contracts.subscribe, async ({ request }) => ({ caller: request.sessionUser?.id ?? null }));
      registerRoute(api, contracts.me, async ({ user }) => ({ caller: user.id }));
    });
  });
  afterEach(() => app.close());

  const get = (url: string, token = 'good') =>
    app.inject({ method: url === '/subscribe' ? 'POST' : 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('looks no session up for a visitor read that does not ask who is calling, token or not', async () => {
    const response = await get('/list');
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual({ authenticate: 0, known: 0, writeHook: 0 });
  });

  it('looks the session up where the answer depends on it: user routes, caller-reading reads, writes', async () => {
    expect((await get('/me')).json()).toEqual({ caller: 7 });
    expect((await get('/shop')).json()).toEqual({ caller: 7 });
    expect((await get('/subscribe')).json()).toEqual({ caller: 7 });
    expect(calls.authenticate).toBe(3);
  });

  it('still refuses a user route to a bad token and to no token', async () => {
    expect((await get('/me', 'bad')).statusCode).toBe(401);
    expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
  });

  it('takes the answer the authenticator knows at once, refusals included, without asking again', async () => {
    knownAnswer = customer;
    expect((await get('/me', 'anything')).json()).toEqual({ caller: 7 });
    knownAnswer = null;
    expect((await get('/me', 'good')).statusCode).toBe(401);
    expect(calls).toMatchObject({ authenticate: 0, known: 2 });
  });

  it('runs the write hooks on writes only', async () => {
    await get('/list');
    await get('/me');
    expect(calls.writeHook).toBe(0);
    await get('/subscribe');
    expect(calls.writeHook).toBe(1);
  });
});
