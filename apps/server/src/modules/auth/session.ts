import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/service.js';
import { recordDevice } from './devices.js';
import { deleteEndedSessions, insertSession } from './session-store.js';

/** What every way of signing in ends with: the user, their new session and a token naming it. */
export interface SignedIn {
  user: UserRow;
  token: string;
  sessionId: string;
}

/** Where a sign-in came from, kept on the session so its owner can tell their sessions apart. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The browser's device id (devices.ts), when the sign-in came through the web. */
  deviceId?: string | null;
}

/** Starts a server-side session for the user and signs a token that names it. */
export async function startSession(
  options: Pick<Deps, 'db' | 'sessions'> & {
    user: UserRow;
    client: ClientInfo;
    /** Carries a passed two-factor check over from the session this one replaces (a password change). */
    twoFactorVerified?: boolean;
    now?: Date;
  },
): Promise<SignedIn> {
  const { db, sessions, user, client, now = new Date() } = options;
  const sessionId = randomUUID();
  await deleteEndedSessions(db, user.id, now);
  await insertSession(db, {
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + sessions.ttlSeconds * 1000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
    twoFactorVerifiedAt: options.twoFactorVerified ? now : null,
  });
  if (client.deviceId) await recordDevice(db, user.id, client.deviceId);
  const token = await sessions.issue({ userId: user.id, sessionId, version: user.sessionVersion });
  return { user, token, sessionId };
}
