import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_HANDLE, normalizeSocialHandle, socialProfileUrl } from './social-handle.js';

describe('normalizeSocialHandle', () => {
  it.each<[string | null | undefined, string]>([
    ['https://www.instagram.com/some.name/?hl=en', 'some.name'],
    ['https://instagram.com/some_name', 'some_name'],
    ['http://www.instagram.com/some.name#photos', 'some.name'],
    ['instagram.com/some.name/', 'some.name'],
    ['www.instagram.com/some.name', 'some.name'],
    ['@some.name', 'some.name'],
    ['@@some.name', 'some.name'],
    ['  some.name  ', 'some.name'],
    ['some.name', 'some.name'],
    ['https://www.instagram.com/', DEFAULT_SOCIAL_HANDLE],
    ['', DEFAULT_SOCIAL_HANDLE],
    ['   ', DEFAULT_SOCIAL_HANDLE],
    ['@', DEFAULT_SOCIAL_HANDLE],
    [null, DEFAULT_SOCIAL_HANDLE],
    [undefined, DEFAULT_SOCIAL_HANDLE],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSocialHandle(input)).toBe(expected);
  });

  it('falls back to the handle it is given', () => {
    expect(normalizeSocialHandle('', 'mylab')).toBe('mylab');
    expect(normalizeSocialHandle('https://www.instagram.com/?hl=en', 'mylab')).toBe('mylab');
  });

  it('has a non-empty default', () => {
    expect(DEFAULT_SOCIAL_HANDLE).not.toBe('');
  });
});

describe('socialProfileUrl', () => {
  it.each([
    ['@some.name', 'https://www.instagram.com/some.name/'],
    ['', `https://www.instagram.com/${DEFAULT_SOCIAL_HANDLE}/`],
  ])('%j -> %s', (handle, url) => {
    expect(socialProfileUrl(handle)).toBe(url);
  });
});
