import { describe, expect, it } from 'vitest';
import { canonicalEmail, isValidEmail, normalizeEmail } from './email.js';

describe('isValidEmail', () => {
  it.each<[string | null | undefined, boolean]>([
    ['person@example.com', true],
    ['first.last+film@mail.example.co.uk', true],
    ["o'neil@example.org", true],
    [' person@example.com ', true],
    ['PERSON@EXAMPLE.COM', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['person', false],
    ['person@', false],
    ['@example.com', false],
    ['person@example', false],
    ['person@@example.com', false],
    ['per son@example.com', false],
    ['person@exa mple.com', false],
    ['person@-example.com', false],
    ['person@example..com', false],
    ['person@example.com.', false],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });

  it('normalizes by trimming', () => {
    expect(normalizeEmail('  a@b.co ')).toBe('a@b.co');
  });
});

describe('canonicalEmail', () => {
  it.each<[string, string]>([
    ['sam@example.com', 'sam@example.com'],
    [' Sam@Example.COM ', 'sam@example.com'],
    ['sam+film@example.com', 'sam@example.com'],
    ['sam+a+b@example.com', 'sam@example.com'],
    ['s.a.m@example.com', 's.a.m@example.com'],
    ['S.a.m+x@gmail.com', 'sam@gmail.com'],
    ['sam@googlemail.com', 'sam@gmail.com'],
    ['s.am+2@GoogleMail.com', 'sam@gmail.com'],
    ['+x@example.com', '+x@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%j -> %j', (input, expected) => {
    expect(canonicalEmail(input)).toBe(expected);
  });
});
