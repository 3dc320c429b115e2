import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse } from './render-app';
import { checkFakeAnswer, contractOf, takeDrift } from './contract-answers';

describe("the web tests' fake answers, held to the contract", () => {
  it('finds the contract of a call, a literal segment before a parameter', () => {
    expect(contractOf('GET', '/api/auth/current-user')?.path).toBe('/auth/current-user');
    expect(contractOf('GET', '/api/users/7/address')?.path).toBe('/users/:id/address');
    expect(contractOf('GET', '/api/nothing/here')).toBeUndefined();
  });

  it('records an answer the contract would refuse, and lets a true one and an error through', async () => {
    await checkFakeAnswer('GET', '/api/auth/current-user', jsonResponse(buildUser()));
    await checkFakeAnswer(
      'GET',
      '/api/auth/current-user',
      jsonResponse({ message: 'no', errors: [] }, { status: 401 }),
    );
    expect(takeDrift()).toEqual([]);
    const { twoFactorRequired: _dropped, ...withoutField } = buildUser();
    await checkFakeAnswer('GET', '/api/auth/current-user', jsonResponse(withoutField));
    const drift = takeDrift();
    expect(drift).toHaveLength(1);
    expect(drift[0]).toContain('twoFactorRequired');
    expect(takeDrift()).toEqual([]);
  });
});
