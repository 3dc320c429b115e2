import { and, eq, type SQL } from 'drizzle-orm';
import { productCollections } from '../../db/schema/collections.js';
import type { Viewer } from './viewer.js';

/**
 * A collection the viewer may see: admins every one, others active ones, and private ones only when
 * logged in (spec 2.5). The collections' own queries and the shop's listing by collection share it.
 */
export function collectionsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(eq(productCollections.active, true), viewer.loggedIn ? undefined : eq(productCollections.private, false));
}
