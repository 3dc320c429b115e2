import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { assertStaff } from './request-two-factor-code.js';
import { digestCode, sameDigest } from './secret-tokens.js';
import { markSessionVerified } from './session-store.js';
import { findLiveTwoFactorCode, markTwoFactorCodeUsed, takeTwoFactorAttempt } from './store.js';

export const maxTwoFactorAttempts = 5;

const refuse = (message: string, problem: string) => new AppError('BAD_REQUEST', message, [`code: ${problem}`]);

/**
 * Checks the newest live code of a staff account; each code allows five tries and works once. A right
 * code marks the caller's session as verified, which lets it do staff work (http/authorize.ts).
 */
export async function verifyTwoFactorCode(
  options: Pick<Deps, 'db' | 'config'> & { caller: SessionUser; code: string },
): Promise<{ verified: true }> {
  const { db, config, caller } = options;
  assertStaff(caller);
  const now = new Date();
  const live = await findLiveTwoFactorCode(db, caller.id, now);
  if (!live) throw refuse('This code has expired. Please ask for a new one.', 'has expired or was not requested');
  if (!(await takeTwoFactorAttempt(db, live.id, maxTwoFactorAttempts))) {
    throw refuse('Too many wrong codes. Please ask for a new one.', 'too many attempts; ask for a new code');
  }
  if (!sameDigest(digestCode(options.code, config.authSecret), live.codeHash)) {
    throw refuse('This code is not right. Please check the e-mail and try again.', 'is incorrect');
  }
  const verified = await db.transaction(async (tx) => {
    if (!(await markTwoFactorCodeUsed(tx, live.id, now))) return false;
    return markSessionVerified(tx, caller.sessionId, now);
  });
  if (!verified) throw refuse('This code was already used. Please ask for a new one.', 'was already used');
  return { verified: true };
}
