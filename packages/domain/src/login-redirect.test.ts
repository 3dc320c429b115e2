import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './login-redirect.js';

describe('loginPathFor', () => {
  it.each([
    ['/users/7/orders', '/login?redirect=%2Fusers%2F7%2Forders'],
    ['/users/7/rolls?tag=a&b=c#top', '/login?redirect=%2Fusers%2F7%2Frolls%3Ftag%3Da%26b%3Dc%23top'],
    ['/admin/orders', '/login?redirect=%2Fadmin%2Forders'],
    ['/', '/login'],
    ['/login', '/login'],
    ['/login?redirect=%2Fx', '/login'],
    ['//evil.example/x', '/login'],
    ['https://evil.example/', '/login'],
    ['', '/login'],
  ])('%j -> %s', (previous, expected) => {
    expect(loginPathFor(previous)).toBe(expected);
  });

  it('round-trips through the query string back to the same target', () => {
    const previous = '/users/7/rolls?q=a b&x=%2F#h';
    const redirect = new URLSearchParams(loginPathFor(previous).split('?')[1]).get('redirect');
    expect(safeRedirectTarget(redirect)).toBe(previous);
  });
});

describe('safeRedirectTarget', () => {
  it.each<[string | null | undefined, string]>([
    ['/users/7/orders', '/users/7/orders'],
    ['/checkout?step=2#pay', '/checkout?step=2#pay'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['///evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\/evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['http://evil.example', '/'],
    ['https:/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['JAVASCRIPT:alert(1)', '/'],
    ['users/7', '/'],
    [' /users/7', '/'],
    ['evil.example', '/'],
  ])('%j -> %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/users/7')).toBe('/users/7');
  });
});
