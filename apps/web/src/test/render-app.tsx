import type { SignedInUser, User } from '@filmlab/api';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { setToken } from '../lib/session-store';
import { createRoutePatcher, routes } from '../routes/route-table';
import { checkFakeAnswer } from './contract-answers';

/** A user as GET /auth/current-user returns it; override what the test is about. */
export function buildUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 7,
    role: 'CUSTOMER',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 555 0100',
    profileImageUrl: null,
    credits: 1250,
    active: false,
    firstOrderCreated: true,
    referralCode: 'ADA-123',
    addresses: [],
    preferences: [],
    membership: { plan: 'NON_MEMBER', status: 'none', periodEnd: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    twoFactorRequired: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per "METHOD /path"; unknown calls answer 404 like the server. A 2xx JSON
 * answer is held to the route's contract (contract-answers.ts).
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: `No route for ${key}`, errors: [] }, { status: 404 });
    const response = await handler(url, init);
    await checkFakeAnswer(init.method ?? 'GET', url.pathname, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders the whole app at `path`. With `user`, a token is stored and the user is already loaded;
 * with `token` only, the current user comes from the (mocked) API.
 */
export function renderApp(path: string, { user, token }: { user?: User; token?: string } = {}) {
  if (user || token) setToken(token ?? 'test-token');
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: createRoutePatcher() });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  if (user) queryClient.setQueryData(queryKeys.currentUser, user);
  const view = render(<App router={router as never} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
