import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, photo, uploadFrame, waitForScan } from '../scans/test-library.js';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="The lab's own description." />
<title>Film Lab</title></head><body><div id="root"></div></body></html>`;

describe('the shared page as a chat app or crawler fetches it', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-shared-dist-'));
  let member: { id: number; token: string };
  let scanId: number;

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<h1>landing</h1>');
    writeFileSync(path.join(dist, '200.html'), SHELL);
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', '/shared-scans/*']));
    t = await createTestApp({ WEB_DIST: dist, LAB_NAME: 'Grain & Co' });
    const made = await buildUser(t.database.db, { config: t.config });
    member = { id: made.user.id, token: made.token };
    const roll = await buildRoll(t.database.db, member.id, { brand: 'Kodak', model: 'Tri-X 400' });
    scanId = (await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes: await photo(4) })).scanId;
    await waitForScan(t.database.db, scanId);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const makeLink = async () => {
    const res = await t.app.inject({
      url: `/api/users/${member.id}/scans/share?scanIds=${scanId}`,
      headers: bearer(member.token),
    });
    return res.json().share as { id: number; url: string };
  };

  it('puts the title, description and first frame in the HTML head, and keeps the page out of search', async () => {
    const link = await makeLink();
    const page = await t.app.inject(new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    expect(html).toContain('<title>Kodak Tri-X 400 · 1 frame — Grain &amp; Co</title>');
    expect(html).toContain('<meta property="og:title" content="Kodak Tri-X 400 · 1 frame — Grain &amp; Co" />');
    expect(html).toMatch(
      /<meta property="og:description" content="Film photographs shared from Grain &amp; Co, shot on Kodak Tri-X 400\." \/>/,
    );
    expect(html).toContain(`<meta property="og:url" content="${link.url}" />`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('Film Lab</title>');
    expect(html).not.toContain("The lab's own description.");
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    // A stable link of its own, no signature to run out before a chat app's copy does.
    expect(image).toBe(`${t.config.publicUrl}/api${new URL(link.url).pathname}/preview.jpg`);
    const fetched = await t.app.inject(image!.replace(t.config.publicUrl, ''));
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');
    // A JPEG by its bytes too (some previewers refuse WebP).
    expect([...fetched.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(fetched.rawPayload).metadata()).format).toBe('jpeg');
  });

  it("keeps a film's own words in the head as written: a $ pattern copies nothing", async () => {
    const roll = await buildRoll(t.database.db, member.id, { brand: 'Lomo', model: "A$'B $& $` $$" });
    const frame = (await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes: await photo(5) }))
      .scanId;
    await waitForScan(t.database.db, frame);
    const res = await t.app.inject({
      url: `/api/users/${member.id}/scans/share?scanIds=${frame}`,
      headers: bearer(member.token),
    });
    const html = (await t.app.inject(new URL(res.json().share.url).pathname)).body;
    expect(html).toContain("<title>Lomo A$'B $&amp; $` $$ · 1 frame — Grain &amp; Co</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('answers 404 with no preview once the link is revoked, and for an unknown code', async () => {
    const link = await makeLink();
    // Opened first, so its page is cached: the revoked share must still stop at once.
    expect((await t.app.inject(new URL(link.url).pathname)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/scan-shares/${link.id}`,
      headers: bearer(member.token),
    });
    for (const url of [new URL(link.url).pathname, `/shared-scans/${'B'.repeat(32)}`, '/shared-scans/abc']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(404);
      // The shell as built, with the lab's colours, identity and price list the server adds to every page
      // (http/lab-pages.ts).
      const added = [
        /<style id="lab-colors">.*?<\/style>/,
        /<script type="application\/json" id="lab-identity">.*?<\/script>/,
        /<script type="application\/json" id="price-list">.*?<\/script>/,
      ];
      expect(added.reduce((body, block) => body.replace(block, ''), page.body)).toBe(SHELL);
      expect(page.body).not.toContain('og:image');
      // Its preview image goes with it.
      expect((await t.app.inject(`/api${url}/preview.jpg`)).statusCode, url).toBe(404);
    }
  });
});
