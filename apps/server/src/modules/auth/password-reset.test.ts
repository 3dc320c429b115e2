import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { bearer, buildUser, knownPassword } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { passwordResetRequested } from './request-password-reset.js';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ATTEMPT_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const request = (email: string, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
  const validate = (token: string) =>
    t.app.inject({ url: `/api/auth/password-reset/validate-token?token=${encodeURIComponent(token)}` });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password-reset/reset', payload: { token, password } });

  const mailsTo = (to: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id));

  async function tokenFromMail(to: string): Promise<string> {
    const [mail] = await mailsTo(to);
    const match = mail?.text.match(/\/password-reset\?token=([\w-]+)/);
    if (!match?.[1]) throw new Error(`no reset link in mail to ${to}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/password-reset?token=`);
    expect(mail?.html).toContain(`${t.config.publicUrl}/password-reset?token=`);
    return match[1];
  }

  it('works end to end: mail, validate, reset, log in with the new password only', async () => {
    const { user, token: oldSession } = await buildUser(t.database.db, { config: t.config });
    const res = await request(user.email.toUpperCase(), '203.0.113.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordResetRequested });

    const token = await tokenFromMail(user.email);
    // Only a digest is stored.
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    expect((await validate(token)).json()).toEqual({ valid: true });

    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json().id).toBe(user.id);
    const newSession = String(done.headers.authorization);
    expect((await t.app.inject({ url: '/api/auth/current-user', headers: bearer(newSession) })).statusCode).toBe(200);

    // The session from before the reset is revoked: only the new one is left.
    expect((await t.app.inject({ url: '/api/auth/current-user', headers: bearer(oldSession) })).statusCode).toBe(401);
    const left = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(newSession) });
    expect(left.json().sessions.map((s: { current: boolean }) => s.current)).toEqual([true]);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login(knownPassword)).statusCode).toBe(401);
    expect((await login('a brand new passphrase')).statusCode).toBe(200);

    // Single use.
    expect((await validate(token)).json()).toEqual({ valid: false });
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual(['token: is invalid, expired or already used']);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await request('nobody-here@example.test', '203.0.113.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordResetRequested });
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
  });

  it('refuses an expired token', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    await request(user.email, '203.0.113.4');
    const token = await tokenFromMail(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await validate(token)).json()).toEqual({ valid: false });
    const res = await reset(token, 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['token: is invalid, expired or already used']);
  });

  it('refuses an unknown token and a weak password, naming the field', async () => {
    expect((await validate('made-up')).json()).toEqual({ valid: false });
    expect((await reset('made-up', 'a brand new passphrase')).json().errors).toEqual([
      'token: is invalid, expired or already used',
    ]);
    const { user } = await buildUser(t.database.db, { config: t.config });
    await request(user.email, '203.0.113.5');
    const token = await tokenFromMail(user.email);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatch(/^password: /);
    // A refused password does not use the token up.
    expect((await validate(token)).json()).toEqual({ valid: true });
  });

  it('rate-limits requests per e-mail and per address', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    for (let i = 0; i < 3; i++) expect((await request(user.email, `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await request(user.email, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual(['email: too many attempts; try again in 15 minutes']);
    expect(await mailsTo(user.email)).toHaveLength(3);

    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i++) expect((await request(`someone-${i}@example.test`, ip)).statusCode).toBe(200);
    const blocked = await request('someone-else@example.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
  });
});
