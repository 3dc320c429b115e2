import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import { socialMediaSubmissions } from '../../db/schema/social.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The community gallery as a browser sees it when the page was opened at another origin than
 * PUBLIC_URL (127.0.0.1, a LAN name): every photo link must be one the page's CSP ('self') allows.
 */
describe('file links from any origin', () => {
  let t: TestApp;
  const thumbnail = Buffer.from('RIFF....WEBPVP8 a community photo');

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    const { user } = await buildUser(t.database.db, { config: t.config });
    const blobs = createBlobStore(t.config);
    await blobs.put('social/gallery/t.webp', thumbnail, 'image/webp');
    await blobs.put('social/gallery/m.webp', Buffer.from('mid'), 'image/webp');
    await blobs.put('social/gallery/h.jpg', Buffer.from('hi'), 'image/jpeg');
    await t.database.db.insert(socialMediaSubmissions).values({
      userId: user.id,
      filmModel: 'Portra 400',
      selected: true,
      selectedAt: new Date(),
      thumbnailKey: 'social/gallery/t.webp',
      midResOptimizedKey: 'social/gallery/m.webp',
      hiResKey: 'social/gallery/h.jpg',
      width: 1200,
      height: 800,
    });
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1:3000', 'filmlab.lan:3000', 'localhost:3000'])(
    'gives the gallery opened at %s relative links that load there',
    async (host) => {
      const res = await t.app.inject({ url: '/api/social-media-submissions/selected', headers: { host } });
      expect(res.statusCode, res.body).toBe(200);
      const [photo] = res.json().submissions as Array<{
        thumbnailUrl: string;
        midResOptimizedUrl: string;
        hiResUrl: string;
      }>;
      for (const link of [photo!.thumbnailUrl, photo!.midResOptimizedUrl, photo!.hiResUrl]) {
        expect(link).toMatch(/^\/api\/blobs\/social\/gallery\/[thm]\.(webp|jpg)\?exp=\d+&sig=[\w-]+$/);
      }
      const image = await t.app.inject({ url: photo!.thumbnailUrl, headers: { host } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.equals(thumbnail)).toBe(true);
    },
  );
});
