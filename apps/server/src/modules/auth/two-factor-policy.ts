import type { Config } from '../../config.js';
import type { Role } from '../../http/session-user.js';

const staffRoles: ReadonlySet<Role> = new Set(['ADMIN', 'VENDOR', 'MESSENGER']);

/** Admins, vendors and messengers: the accounts two-factor protects. */
export function isStaff(role: Role): boolean {
  return staffRoles.has(role);
}

/** Whether a session must still enter its code before staff-only work. */
export function twoFactorPending(
  config: Pick<Config, 'twoFactor'>,
  accountRole: Role,
  verifiedAt: Date | null,
): boolean {
  return config.twoFactor && isStaff(accountRole) && verifiedAt === null;
}

/**
 * The line printed at start when staff sign in with a password alone, saying how to change that, or
 * when their codes cannot reach them (two-factor on, but e-mail kept in the outbox, which only an
 * admin who has already entered a code may read).
 */
export function twoFactorNotice(config: Pick<Config, 'twoFactor' | 'mail'>): string | null {
  if (config.twoFactor && config.mail.driver === 'outbox') {
    return '  Staff two-factor is on but e-mail stays in the outbox (no SMTP_URL): sign-in codes reach no inbox. Set SMTP_URL so staff receive them.';
  }
  if (config.twoFactor) return null;
  if (config.mail.driver === 'smtp') {
    return '  Staff two-factor is off (TWO_FACTOR=off): staff sign in with a password alone. Set TWO_FACTOR=on to ask them for an e-mailed code.';
  }
  return '  Staff two-factor is off because e-mail stays in the outbox (no SMTP_URL): staff sign in with a password alone. Set SMTP_URL, or TWO_FACTOR=on, to ask them for an e-mailed code.';
}
