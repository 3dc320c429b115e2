import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorCodes } from '../../db/schema/auth.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('two-factor codes for staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestCode = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/managers/request-two-factor-code', headers: bearer(token) });
  const verify = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/managers/verify-two-factor-code',
      headers: bearer(token),
      payload: { code },
    });

  async function codeFromMail(to: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in mail to ${to}`);
    return code;
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it.each(['ADMIN', 'VENDOR', 'MESSENGER'] as const)('sends a %s a code that verifies once', async (role) => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role });
    const res = await requestCode(token);
    expect(res.statusCode).toBe(200);
    const expiresIn = new Date(res.json().expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const code = await codeFromMail(user.email);
    const [stored] = await t.database.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);

    const ok = await verify(token, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true });
    expect((await verify(token, code)).statusCode).toBe(400);
  });

  it('refuses a wrong code, naming the field', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    await requestCode(token);
    const code = await codeFromMail(user.email);
    const res = await verify(token, otherCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['code: is incorrect']);
    expect((await verify(token, 'abc')).json().errors).toEqual(['code: must be 6 digits']);
    expect((await verify(token, code)).statusCode).toBe(200);
  });

  it('allows five attempts per code, then not even the right one', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'VENDOR' });
    await requestCode(token);
    const code = await codeFromMail(user.email);
    for (let i = 0; i < 5; i++)
      expect((await verify(token, otherCode(code))).json().errors).toEqual(['code: is incorrect']);
    const capped = await verify(token, code);
    expect(capped.statusCode).toBe(400);
    expect(capped.json().errors).toEqual(['code: too many attempts; ask for a new code']);

    // A new code starts afresh, and the old one is dead.
    await requestCode(token);
    const fresh = await codeFromMail(user.email);
    expect((await verify(token, fresh)).json()).toEqual({ verified: true });
  });

  it('refuses an expired code', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    await requestCode(token);
    const code = await codeFromMail(user.email);
    await t.database.db
      .update(twoFactorCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorCodes.userId, user.id));
    const res = await verify(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['code: has expired or was not requested']);
  });

  it('is for staff only: customers get 403 and visitors 401', async () => {
    const { token } = await buildUser(t.database.db, { config: t.config });
    expect((await requestCode(token)).statusCode).toBe(403);
    expect((await verify(token, '123456')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/managers/request-two-factor-code' })).statusCode).toBe(
      401,
    );
  });
});
