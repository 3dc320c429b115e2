import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutePatcher, routes } from './route-table';

const lastPath = (matches: ReturnType<typeof matchRoutes>) => matches?.at(-1)?.route.path;

describe('route table', () => {
  it('keeps only the marketing pages and the 404 page in the entry', () => {
    expect(lastPath(matchRoutes(routes, '/pricing'))).toBe('pricing');
    expect(lastPath(matchRoutes(routes, '/film-developing-chicago'))).toBe('film-developing-chicago');
    for (const path of ['/login', '/collections/film', '/admin/products', '/users/1/checkout'])
      expect(lastPath(matchRoutes(routes, path))).toBe('*');
  });

  it('patches the other routes in when a navigation first needs them, and 404s the rest', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/pricing'],
      patchRoutesOnNavigation: createRoutePatcher(),
    });
    await router.navigate('/login');
    expect(lastPath(router.state.matches)).toBe('login');
    await router.navigate('/products/some-name');
    expect(lastPath(router.state.matches)).toBe('products/:productName');
    await router.navigate('/no-such-page');
    expect(lastPath(router.state.matches)).toBe('*');
    router.dispose();
  });
});
