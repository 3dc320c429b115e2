import { describe, expect, it } from 'vitest';
import { sameSignature, signFields } from './signatures.js';

describe('signatures', () => {
  it('sign the fields with the secret, newline-separated', () => {
    const signature = signFields('secret', ['upload', 'profile-pic', 7, 1700000000]);
    expect(signature).toBe(signFields('secret', ['upload', 'profile-pic', 7, 1700000000]));
    expect(signature).not.toBe(signFields('other', ['upload', 'profile-pic', 7, 1700000000]));
    expect(signature).not.toBe(signFields('secret', ['upload', 'profile-pic', 8, 1700000000]));
    expect(signature).not.toBe(signFields('secret', ['upload\nprofile-pic', 7, 1700000000].slice(1)));
  });

  it('compare only equal signatures as the same', () => {
    const signature = signFields('secret', ['a']);
    expect(sameSignature(signature, signature)).toBe(true);
    expect(sameSignature(signature, `${signature}x`)).toBe(false);
    expect(sameSignature(signature, signFields('secret', ['b']))).toBe(false);
  });
});
