import type { Config } from '../../config.js';

/** The sign-up link that carries a referral code (/signup?ref=CODE). */
export const referralLink = (config: Pick<Config, 'publicUrl'>, code: string) =>
  `${config.publicUrl}/signup?ref=${encodeURIComponent(code)}`;
