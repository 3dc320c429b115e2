import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes as 32 URL-safe characters (192 bits): not guessable, not enumerable. */
export const newShareCode = (): string => randomBytes(24).toString('base64url');

/** Anything that cannot be a code is unknown at once, without a query. */
export const looksLikeShareCode = (code: string): boolean => /^[A-Za-z0-9_-]{32}$/.test(code);

/** What the database keeps instead of the code (TECH-NOTES: store only a hash of a share token). */
export const hashShareCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The last characters of a code, so the member can tell links apart in the list. */
export const codeHintOf = (code: string): string => code.slice(-4);

export const sharePageUrl = (publicUrl: string, code: string): string => `${publicUrl}/shared-scans/${code}`;
