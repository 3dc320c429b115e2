// A member with a big library, written straight into the database with bulk inserts: 600 rolls of
// 12 stocks over three years, 20,000 scans, 40 tags and 25 places on rolls and scans.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { orders } from '../../apps/server/src/db/schema/orders.js';
import { pickUps } from '../../apps/server/src/db/schema/pick-ups.js';
import { filmRolls } from '../../apps/server/src/db/schema/rolls.js';
import { scans } from '../../apps/server/src/db/schema/scans.js';
import {
  filmRollLocations,
  filmRollTags,
  photoLocations,
  scanLocations,
  scanTags,
  tags,
} from '../../apps/server/src/db/schema/tags.js';
import { refreshSearchText } from '../../apps/server/src/modules/tags/search-text.js';
import { insertUser } from '../../apps/server/src/modules/users/store.js';

export const ROLLS = 600;
export const SCANS = 20_000;

const stocks = [
  ['Kodak', 'Portra 400', 'C-41'],
  ['Kodak', 'Portra 160', 'C-41'],
  ['Kodak', 'Ektar 100', 'C-41'],
  ['Kodak', 'Gold 200', 'C-41'],
  ['Kodak', 'Tri-X 400', 'BW'],
  ['Ilford', 'HP5 Plus 400', 'BW'],
  ['Ilford', 'Delta 3200', 'BW'],
  ['Fujifilm', 'Velvia 50', 'E-6'],
  ['Fujifilm', 'Provia 100F', 'E-6'],
  ['CineStill', '800T', 'ECN-2'],
  ['Lomography', 'Color 400', 'C-41'],
  ['Fujifilm', 'Superia 400', 'C-41'],
] as const;
const tagNames = [
  'beach',
  'street',
  'family',
  'portrait',
  'landscape',
  'night',
  'travel',
  'wedding',
  'dogs',
  'friends',
  'mountains',
  'city',
  'winter',
  'summer',
  'autumn',
  'spring',
  'sunset',
  'architecture',
  'food',
  'concert',
  'road trip',
  'desert',
  'forest',
  'lake',
  'snow',
  'rain',
  'market',
  'harbor',
  'garden',
  'festival',
  'birthday',
  'skate',
  'surf',
  'studio',
  'film test',
  'double exposure',
  'favorites',
  'keepers',
  'portfolio',
  'zine',
];
const places = [
  'Brooklyn, NY',
  'Queens, NY',
  'Catskills, NY',
  'Big Sur, CA',
  'Joshua Tree, CA',
  'Los Angeles, CA',
  'Portland, OR',
  'Seattle, WA',
  'Chicago, IL',
  'Austin, TX',
  'Marfa, TX',
  'Santa Fe, NM',
  'Denver, CO',
  'Moab, UT',
  'Tokyo',
  'Kyoto',
  'Lisbon',
  'Porto',
  'Mexico City',
  'Oaxaca',
  'Paris',
  'Berlin',
  'Reykjavik',
  'Cape Cod, MA',
  'Acadia, ME',
];
const words = [
  'morning',
  'light',
  'shadow',
  'window',
  'street',
  'corner',
  'bridge',
  'river',
  'trees',
  'dog',
  'car',
  'train',
  'station',
  'portrait',
  'smile',
  'table',
  'coffee',
  'sea',
  'waves',
  'sky',
  'clouds',
  'neon',
];
const thumbhash = 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG';

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Fills the library and returns the member's id, a few ids the benchmark filters by, and a roll id. */
export async function fillLibrary(db: Db) {
  const member = await insertUser(db, {
    email: 'big-library@bench.test',
    firstName: 'Big',
    lastName: 'Library',
    role: 'CUSTOMER',
    passwordHash: null,
  });
  const userId = member.id;
  const [order] = await db.insert(orders).values({ customerId: userId, status: 'COMPLETE' }).returning();
  const [pickUp] = await db.insert(pickUps).values({ orderId: order!.id, customerId: userId }).returning();
  const tagRows = await db
    .insert(tags)
    .values(tagNames.map((name) => ({ userId, name })))
    .returning({ id: tags.id, name: tags.name });
  const placeRows = await db
    .insert(photoLocations)
    .values(places.map((name) => ({ userId, name })))
    .returning({ id: photoLocations.id, name: photoLocations.name });
  const start = Date.UTC(2023, 0, 1);
  const rolls = await db
    .insert(filmRolls)
    .values(
      Array.from({ length: ROLLS }, (_, i) => {
        const [brand, model, process] = stocks[i % stocks.length]!;
        return {
          customerId: userId,
          orderId: order!.id,
          pickUpId: pickUp!.id,
          name: i % 3 === 0 ? `${places[i % places.length]!.split(',')[0]} ${words[i % words.length]}` : null,
          notes:
            i % 5 === 0
              ? `Shot with the ${i % 2 ? 'rangefinder' : 'SLR'}, ${words[(i * 7) % words.length]} everywhere`
              : null,
          brand,
          model,
          format: i % 4 === 0 ? '120' : '35mm',
          process,
          status: 'SYNCED',
          createdAt: new Date(start + i * 1.8 * 86_400_000),
        };
      }),
    )
    .returning({ id: filmRolls.id });
  const rollIds = rolls.map((roll) => roll.id);
  await db
    .insert(filmRollTags)
    .values(
      rollIds.flatMap((id, i) =>
        [tagRows[i % tagRows.length]!, tagRows[(i * 7 + 3) % tagRows.length]!].map((tag) => ({
          filmRollId: id,
          tagId: tag.id,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(filmRollLocations)
    .values(rollIds.map((id, i) => ({ filmRollId: id, locationId: placeRows[i % placeRows.length]!.id })));

  const perRoll = Math.ceil(SCANS / ROLLS);
  const scanValues = Array.from({ length: SCANS }, (_, n) => {
    const rollIndex = Math.floor(n / perRoll);
    const frame = (n % perRoll) + 1;
    const rollId = rollIds[rollIndex]!;
    const stem = `scans/${userId}/${rollId}/f${frame}`;
    return {
      filmRollId: rollId,
      customerId: userId,
      name: `${stocks[rollIndex % stocks.length]![1].toLowerCase().replaceAll(' ', '-')}_${String(frame).padStart(2, '0')}.jpg`,
      description: `${words[n % words.length]} ${words[(n * 3) % words.length]} ${words[(n * 5) % words.length]}`,
      position: frame,
      status: 'READY' as const,
      width: 3000,
      height: 2000,
      sizeBytes: 6_000_000,
      thumbhash,
      hiResKey: `${stem}-hi.jpg`,
      midResKey: `${stem}-mid-v0.jpg`,
      midResOptimizedKey: `${stem}-mid-v0.webp`,
      thumbnailKey: `${stem}-thumb-v0.webp`,
      processedAt: new Date(start + rollIndex * 1.8 * 86_400_000),
      createdAt: new Date(start + rollIndex * 1.8 * 86_400_000 + frame * 1000),
    };
  });
  const scanIds: number[] = [];
  for (const part of chunks(scanValues, 2000)) {
    const made = await db.insert(scans).values(part).returning({ id: scans.id });
    scanIds.push(...made.map((row) => row.id));
  }
  await db
    .insert(scanTags)
    .values(
      scanIds.filter((_, i) => i % 7 === 0).map((scanId, i) => ({ scanId, tagId: tagRows[i % tagRows.length]!.id })),
    );
  await db
    .insert(scanLocations)
    .values(
      scanIds
        .filter((_, i) => i % 11 === 0)
        .map((scanId, i) => ({ scanId, locationId: placeRows[i % placeRows.length]!.id })),
    );
  for (const part of chunks(rollIds, 50)) await refreshSearchText(db, { rollIds: part });
  await db.execute(sql`analyze`);
  return {
    userId,
    sessionVersion: member.sessionVersion,
    rollId: rollIds[100]!,
    tagId: tagRows.find((tag) => tag.name === 'beach')!.id,
    rareTagId: tagRows.find((tag) => tag.name === 'zine')!.id,
    locationId: placeRows.find((place) => place.name === 'Big Sur, CA')!.id,
  };
}
