// Staff make and revoke the tokens of the lab's scanning stations (admin page /admin/stations).
import { createHash, randomBytes } from 'node:crypto';
import type { StationToken } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { StationCaller } from '../../http/session-user.js';
import {
  insertStationToken,
  revokeStationRow,
  selectLiveStation,
  selectStationTokens,
  touchStation,
  type StationTokenRow,
} from './store.js';

/** Station tokens start so, which tells them from session tokens before any lookup. */
export const STATION_TOKEN_PREFIX = 'fls_';
/** How stale "last used" may get before a call records it again. */
const USED_EVERY_MS = 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const present = (row: StationTokenRow): StationToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** 256 random bits; only the SHA-256 is stored (the token is high-entropy, so no slow hash is needed). */
export async function createStationToken(options: { db: Db; name: string; createdById: number }) {
  const token = `${STATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertStationToken(options.db, {
    name: options.name,
    tokenHash: digest(token),
    hint: token.slice(-4),
    createdById: options.createdById,
  });
  return { station: present(row), token };
}

export async function listStationTokens(options: { db: Db }) {
  return { stations: (await selectStationTokens(options.db)).map(present) };
}

/** Revoking twice answers the first revocation. */
export async function revokeStationToken(options: { db: Db; stationId: number; now?: Date }) {
  const row = await revokeStationRow(options.db, options.stationId, options.now ?? new Date());
  if (!row) throw notFound('Station token');
  return { station: present(row) };
}

/** The station a bearer token names, or null when it is not a live station token. */
export async function authenticateStation(db: Db, token: string): Promise<StationCaller | null> {
  if (!token.startsWith(STATION_TOKEN_PREFIX)) return null;
  const row = await selectLiveStation(db, digest(token));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > USED_EVERY_MS) await touchStation(db, row.id, now);
  return { id: row.id, name: row.name, createdById: row.createdById };
}
