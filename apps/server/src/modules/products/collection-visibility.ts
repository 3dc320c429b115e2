import { and, eq, type SQL } from 'drizzle-orm';
import { productCollections } from '../../db/schema/collections.js';
import type { Viewer } from './viewer.js';

/**
 * A collection the viewer may see: admins every one, others active ones, and private ones only when
 * logged in (spec 2.5). Kept with the products' viewer so the collections' queries and the shop's
 * listing by collection share one rule without the two modules importing each other.
 */
export function collectionsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(eq(productCollections.active, true), viewer.loggedIn ? undefined : eq(productCollections.private, false));
}
