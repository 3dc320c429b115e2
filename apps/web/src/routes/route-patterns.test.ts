import { isAppRoute, RESERVED_PRODUCT_SLUGS } from '@filmlab/domain';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from './route-patterns';
import { createRoutePatcher, LANDING_ROUTE_PATHS, routes } from './route-table';

const PAGES = [
  '/',
  '/pricing',
  '/film-developing-chicago',
  '/login',
  '/collections',
  '/collections/x',
  '/products/some-name',
  '/shared-scans/abc',
  '/checkout',
  '/orders/5',
  '/memberships/purchase',
  '/onboarding/rolls',
  '/users/12',
  '/users/12/rolls',
  '/users/12/rolls/4/digital-contact-sheet',
  '/users/12/orders/5/anything',
  '/users/12/print-orders/new/selector',
  '/admin',
  '/admin/products/3/variants/7',
  '/admin/users/3/rolls/9',
  '/vendor-orders',
  '/messenger',
  '/admin/messengers/3/printable-routes',
];
const UNKNOWN = ['/no-such-page', '/products', '/users/12/nonsense', '/admin/nonsense', '/admin/users/3/x/y', '/api'];

/** Where the client router sends a path: its last match, once the lazy routes are patched in. */
async function clientMatch(path: string): Promise<string | undefined> {
  const router = createMemoryRouter(routes, {
    initialEntries: ['/pricing'],
    patchRoutesOnNavigation: createRoutePatcher(),
  });
  await router.navigate(path);
  const last = router.state.matches.at(-1)?.route;
  router.dispose();
  return last?.path ?? (last?.index ? '(index)' : undefined);
}

describe('the route table as patterns for the server', () => {
  const patterns = appRoutePatterns();

  it('reserves every page of its own under /products/ so that no product slug can take it', async () => {
    const own = patterns
      .filter((pattern) => pattern.startsWith('/products/'))
      .map((pattern) => pattern.slice('/products/'.length))
      .filter((segment) => !segment.startsWith(':'));
    expect(own).toContain('all');
    expect([...RESERVED_PRODUCT_SLUGS].sort()).toEqual(own.sort());
    expect(await clientMatch('/products/all')).toBe('products/all');
    expect(await clientMatch('/products/ALL')).toBe('products/all');
  });

  it('lists every page of the app, parameterised ones and all 64 landing routes, and no catch-all', () => {
    for (const path of LANDING_ROUTE_PATHS) expect(patterns).toContain(`/${path}`);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/products/:productName', '/admin/users/:userId/rolls/:rollId', '/shared-scans/*']),
    );
    expect(patterns.filter((pattern) => pattern.endsWith('/*') && pattern.split('/').length === 3)).toEqual([
      '/memberships/*',
      '/onboarding/*',
      '/shared-scans/*',
    ]);
    expect(patterns).not.toContain('/*');
  });

  it.each(PAGES)('%s is a page for the server and a route other than the catch-all for the client', async (path) => {
    expect(isAppRoute(patterns, path)).toBe(true);
    expect(await clientMatch(path)).not.toBe('*');
  });

  it.each(UNKNOWN)('%s is unknown to the server and caught by a catch-all in the client', async (path) => {
    expect(isAppRoute(patterns, path)).toBe(false);
    expect(await clientMatch(path)).toBe('*');
  });
});
