import pMap from 'p-map';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { refreshSearchText } from '../../modules/tags/search-text.js';
import type { Db } from '../client.js';
import { rollOrderDefaults } from '../schema/development.js';
import { rollEvents } from '../schema/roll-events.js';
import { filmRolls } from '../schema/rolls.js';
import { scans } from '../schema/scans.js';
import { filmRollLocations, filmRollTags, photoLocations, scanLocations, scanTags, tags } from '../schema/tags.js';
import type { DemoOrder } from './demo-order.js';
import { DEMO_ROLLS, FAVORITES_TAG, frameDescription, type DemoRoll } from './demo-rolls-data.js';
import { STOCK_LOOKS, renderPhoto } from './photo-art.js';

/** Frames (1-based) of each roll tagged as favourites. */
const FAVORITE_FRAMES = [1, 4];
const ROLL_EVENTS = ['RECEIVED', 'DEVELOPED', 'SCANNED', 'SYNCED'] as const;

export interface DemoScan {
  id: number;
  roll: DemoRoll;
  rollIndex: number;
  frame: number;
  width: number;
  height: number;
  hiResKey: string;
  midResOptimizedKey: string;
  thumbnailKey: string;
}

async function seedLabels(
  db: Db,
  customerId: number,
): Promise<{ tagId: Map<string, number>; locationId: Map<string, number> }> {
  const tagNames = [...new Set([...DEMO_ROLLS.flatMap((roll) => roll.tags), FAVORITES_TAG])];
  const locationNames = [...new Set(DEMO_ROLLS.map((roll) => roll.location))];
  await db
    .insert(tags)
    .values(tagNames.map((name) => ({ userId: customerId, name })))
    .onConflictDoNothing();
  await db
    .insert(photoLocations)
    .values(locationNames.map((name) => ({ userId: customerId, name })))
    .onConflictDoNothing();
  const tagRows = await db.select().from(tags).where(eq(tags.userId, customerId));
  const locationRows = await db.select().from(photoLocations).where(eq(photoLocations.userId, customerId));
  return {
    tagId: new Map(tagRows.map((row) => [row.name, row.id])),
    locationId: new Map(locationRows.map((row) => [row.name, row.id])),
  };
}

const frameName = (roll: DemoRoll, frame: number) =>
  `${roll.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}_${String(frame).padStart(2, '0')}.jpg`;

/**
 * The demo customer's rolls of the first order, with the lab's events, tags and locations, and
 * eight scans each whose pictures are drawn now and stored through the blob store.
 */
export async function seedDemoRolls(
  db: Db,
  blobs: BlobStore,
  options: { customerId: number; adminId: number | undefined; order: DemoOrder },
): Promise<DemoScan[]> {
  const { customerId, order } = options;
  const { timeline } = order;
  const labels = await seedLabels(db, customerId);
  const rollIds: number[] = [];
  for (const roll of DEMO_ROLLS) {
    const [row] = await db
      .insert(filmRolls)
      .values({
        customerId,
        orderId: order.orderId,
        pickUpId: order.pickUpId,
        brand: roll.brand,
        model: roll.model,
        format: roll.format,
        process: roll.process,
        status: 'SYNCED',
        scanQuality: roll.scanQuality,
        sleeving: 'CUT',
        createdAt: timeline.created,
        updatedAt: timeline.synced,
        receivedAt: timeline.received,
        developedAt: timeline.developed,
        scannedAt: timeline.scanned,
        syncedAt: timeline.synced,
      })
      .returning({ id: filmRolls.id });
    if (!row) throw new Error('demo roll was not created');
    rollIds.push(row.id);
    await db.insert(rollOrderDefaults).values({
      tempKey: `demo-${rollIds.length}`,
      orderId: order.orderId,
      customerId,
      pickUpId: order.pickUpId,
      filmRollId: row.id,
      sleeving: 'CUT',
      negativesAction: 'CUT_SLEEVING',
      scanQuality: roll.scanQuality,
      createdAt: timeline.created,
    });
    const eventTimes = [timeline.received, timeline.developed, timeline.scanned, timeline.synced];
    await db.insert(rollEvents).values(
      ROLL_EVENTS.map((event, i) => ({
        filmRollId: row.id,
        orderId: order.orderId,
        event,
        actorId: options.adminId ?? null,
        createdAt: eventTimes[i] as Date,
      })),
    );
    await db
      .insert(filmRollTags)
      .values(roll.tags.map((name) => ({ filmRollId: row.id, tagId: labels.tagId.get(name) as number })));
    await db
      .insert(filmRollLocations)
      .values({ filmRollId: row.id, locationId: labels.locationId.get(roll.location) as number });
  }

  const frames = DEMO_ROLLS.flatMap((roll, rollIndex) =>
    roll.frames.map((scene, i) => ({ roll, rollIndex, frame: i + 1, scene, rollId: rollIds[rollIndex] as number })),
  );
  // Drawing is the slow part: two at a time suits a small machine; each frame is drawn once.
  const stored = await pMap(
    frames,
    async ({ roll, rollIndex, frame, scene, rollId }) => {
      const photo = await renderPhoto({
        width: roll.width,
        height: roll.height,
        scene: scene[0],
        time: scene[1],
        look: STOCK_LOOKS[roll.look],
        seed: 1000 + rollIndex * 100 + frame,
      });
      const base = `scans/${customerId}/${rollId}/${String(frame).padStart(2, '0')}`;
      const keys = {
        hiResKey: `${base}-hi.jpg`,
        midResKey: `${base}-mid.webp`,
        midResOptimizedKey: `${base}-mid-opt.webp`,
        thumbnailKey: `${base}-thumb.webp`,
      };
      await Promise.all([
        blobs.put(keys.hiResKey, photo.hiRes, 'image/jpeg'),
        blobs.put(keys.midResKey, photo.midRes, 'image/webp'),
        blobs.put(keys.midResOptimizedKey, photo.midResOptimized, 'image/webp'),
        blobs.put(keys.thumbnailKey, photo.thumbnail, 'image/webp'),
      ]);
      return { ...keys, sizeBytes: photo.hiRes.length, thumbhash: photo.thumbhash };
    },
    { concurrency: 2 },
  );

  const rows = await db
    .insert(scans)
    .values(
      frames.map(({ roll, frame, scene, rollId }, i) => ({
        filmRollId: rollId,
        customerId,
        name: frameName(roll, frame),
        description: frameDescription(scene),
        position: frame,
        width: roll.width,
        height: roll.height,
        contentType: 'image/jpeg',
        ...(stored[i] as (typeof stored)[number]),
        processedAt: timeline.synced,
        createdAt: timeline.synced,
        updatedAt: timeline.synced,
      })),
    )
    .returning({ id: scans.id });
  const demoScans = frames.map(({ roll, rollIndex, frame }, i) => ({
    id: (rows[i] as { id: number }).id,
    roll,
    rollIndex,
    frame,
    width: roll.width,
    height: roll.height,
    ...(stored[i] as (typeof stored)[number]),
  }));
  const favoritesTagId = labels.tagId.get(FAVORITES_TAG) as number;
  await db
    .insert(scanTags)
    .values(
      demoScans
        .filter((scan) => FAVORITE_FRAMES.includes(scan.frame))
        .map((scan) => ({ scanId: scan.id, tagId: favoritesTagId })),
    );
  await db
    .insert(scanLocations)
    .values(
      demoScans.map((scan) => ({ scanId: scan.id, locationId: labels.locationId.get(scan.roll.location) as number })),
    );
  // The library's search matches tags and locations too; their words are gathered once here.
  await refreshSearchText(db, { rollIds });
  return demoScans;
}
