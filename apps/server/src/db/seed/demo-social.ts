import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../client.js';
import { socialMediaSubmissions } from '../schema/social.js';
import type { DemoScan } from './demo-rolls.js';

/** [roll index, frame, handle, selected]. A null handle shows the lab's own account (spec section 5). */
const PICKS: Array<[number, number, string | null, boolean]> = [
  [0, 1, 'maya.on.film', true],
  [2, 3, 'maya.on.film', true],
  [1, 2, 'maya.on.film', true],
  [0, 2, null, true],
  [2, 5, 'maya.on.film', true],
  [1, 7, 'maya.on.film', false],
];

/**
 * A few of the demo scans submitted to the community gallery, most of them selected. Their files
 * are copies, as a real submission's are (see schema/social.ts).
 */
export async function seedDemoSocial(
  db: Db,
  blobs: BlobStore,
  options: { customerId: number; scans: DemoScan[] },
): Promise<void> {
  const now = Date.now();
  const values = [];
  for (const [i, [rollIndex, frame, handle, selected]] of PICKS.entries()) {
    const scan = options.scans.find((candidate) => candidate.rollIndex === rollIndex && candidate.frame === frame);
    if (!scan) continue;
    const base = `social/scan-${scan.id}`;
    const copies = {
      hiResKey: [scan.hiResKey, `${base}/hi.jpg`, 'image/jpeg'],
      midResOptimizedKey: [scan.midResOptimizedKey, `${base}/mid-opt.webp`, 'image/webp'],
      thumbnailKey: [scan.thumbnailKey, `${base}/thumb.webp`, 'image/webp'],
    } as const;
    for (const [from, to, contentType] of Object.values(copies)) {
      const data = await blobs.get(from);
      if (!data) throw new Error(`demo scan file ${from} is missing`);
      await blobs.put(to, data, contentType);
    }
    const createdAt = new Date(now - (2 + i) * 24 * 3600 * 1000);
    values.push({
      scanId: scan.id,
      userId: options.customerId,
      handle,
      filmBrand: scan.roll.brand,
      filmModel: scan.roll.model,
      selected,
      selectedAt: selected ? new Date(createdAt.getTime() + 3600 * 1000) : null,
      hiResKey: copies.hiResKey[1],
      midResOptimizedKey: copies.midResOptimizedKey[1],
      thumbnailKey: copies.thumbnailKey[1],
      width: scan.width,
      height: scan.height,
      createdAt,
    });
  }
  if (values.length > 0) await db.insert(socialMediaSubmissions).values(values).onConflictDoNothing();
}
