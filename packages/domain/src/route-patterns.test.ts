import { describe, expect, it } from 'vitest';
import { isAppRoute, matchesRoutePattern } from './route-patterns.js';

describe('matchesRoutePattern', () => {
  it.each<[string, string, boolean]>([
    ['/', '/', true],
    ['/', '/pricing', false],
    ['/pricing', '/pricing', true],
    ['/pricing', '/pricing/', true],
    ['/pricing', '/Pricing', true],
    ['/pricing', '/pricing/extra', false],
    ['/products/:productName', '/products/some-name', true],
    ['/products/:productName', '/products', false],
    ['/products/:productName', '/products/a/b', false],
    ['/users/:userId', '/users/12', true],
    ['/users/:userId/rolls', '/users/12/rolls', true],
    ['/users/:userId/rolls', '/users/12/rollz', false],
    ['/admin/users/:userId/rolls/:rollId', '/admin/users/3/rolls/9', true],
    ['/users/:userId/orders/:orderId/*', '/users/1/orders/5', true],
    ['/users/:userId/orders/:orderId/*', '/users/1/orders/5/anything/at/all', true],
    ['/users/:userId/orders/:orderId/*', '/users/1/orders', false],
    ['/shared-scans/*', '/shared-scans/abc', true],
    ['/shared-scans/*', '/shared-scans', true],
    ['/shared-scans/*', '/shared-scan', false],
  ])('%s ~ %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(expected);
  });
});

describe('isAppRoute', () => {
  const patterns = ['/', '/pricing', '/collections/:collectionSlug', '/onboarding/*'];
  it.each<[string, boolean]>([
    ['/', true],
    ['/collections/x', true],
    ['/onboarding/rolls', true],
    ['/no-such-page', false],
    ['/collections', false],
  ])('%s: %s', (pathname, expected) => {
    expect(isAppRoute(patterns, pathname)).toBe(expected);
  });
});
