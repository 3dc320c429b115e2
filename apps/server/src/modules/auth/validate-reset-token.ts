import type { Deps } from '../../deps.js';
import { digestLinkToken } from './secret-tokens.js';
import { findUsableResetToken } from './store.js';

/** True while the token is known, unused and unexpired. */
export async function validateResetToken(options: Pick<Deps, 'db'> & { token: string }): Promise<{ valid: boolean }> {
  const row = await findUsableResetToken(options.db, digestLinkToken(options.token), new Date());
  return { valid: row !== undefined };
}
