import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, customer } from '../orders/order-test-helpers.js';
import { buildRoll, photo, uploadFrame, waitForScan, type TestRoll } from '../scans/test-library.js';
import { pdfPageImages } from './pdf-images.js';

describe('digital contact sheets', () => {
  let t: TestApp;
  let nonMember: { id: number; token: string };
  let member: { id: number; token: string };
  let staff: { id: number; token: string };
  let firstOrderRoll: TestRoll;
  let laterRoll: TestRoll;
  let memberRoll: TestRoll;

  beforeAll(async () => {
    t = await createTestApp();
    nonMember = await customer(t);
    member = await customer(t, { member: true });
    staff = await admin(t);
    firstOrderRoll = await buildRoll(t.database.db, nonMember.id);
    laterRoll = await buildRoll(t.database.db, nonMember.id);
    memberRoll = await buildRoll(t.database.db, member.id, { name: 'Winter walk' });
    for (let i = 0; i < 3; i++) {
      const { scanId, finish } = await uploadFrame(t, {
        token: nonMember.token,
        userId: nonMember.id,
        roll: firstOrderRoll,
        bytes: await photo(100 + i),
        name: `frame_${i + 1}.jpg`,
      });
      expect(finish.statusCode, finish.body).toBe(200);
      await waitForScan(t.database.db, scanId);
    }
  });
  afterAll(() => t.close());

  const link = (userId: number, rollId: number, token: string) =>
    t.app.inject({ url: `/api/users/${userId}/film-rolls/${rollId}/contact-sheet`, headers: bearer(token) });

  it('gives a non-member the sheet of their first order as a PDF with one picture per frame', async () => {
    const res = await link(nonMember.id, firstOrderRoll.id, nonMember.token);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/contact-sheets/${firstOrderRoll.id}\\.pdf\\?exp=\\d+&sig=`));
    // A plain download: no Authorization header, the signature is enough.
    const pdf = await t.app.inject({ url });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="contact-sheet-roll-${firstOrderRoll.id}.pdf"`,
    );
    expect(await pdfPageImages(pdf.rawPayload)).toEqual([3]);

    const detail = await t.app.inject({
      url: `/api/users/${nonMember.id}/film-rolls/${firstOrderRoll.id}`,
      headers: bearer(nonMember.token),
    });
    expect(detail.json().filmRoll.contactSheet).toEqual({ available: true, reason: null });
  });

  it('refuses a non-member the sheet of a later order, and says why; staff may still make it', async () => {
    const res = await link(nonMember.id, laterRoll.id, nonMember.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Digital contact sheets come with your first order, and with every roll once you are a member.',
    );
    const detail = await t.app.inject({
      url: `/api/users/${nonMember.id}/film-rolls/${laterRoll.id}`,
      headers: bearer(nonMember.token),
    });
    expect(detail.json().filmRoll.contactSheet.available).toBe(false);
    expect((await link(nonMember.id, laterRoll.id, staff.token)).statusCode).toBe(200);
  });

  it('gives a member the sheet of any roll, even an empty one (one page, no pictures)', async () => {
    const res = await link(member.id, memberRoll.id, member.token);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await t.app.inject({ url: res.json().url });
    expect(await pdfPageImages(pdf.rawPayload)).toEqual([0]);
  });

  it('refuses tampered, expired and other-roll links', async () => {
    const { url } = (await link(nonMember.id, firstOrderRoll.id, nonMember.token)).json() as { url: string };
    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('sig')!;
    const tampered = url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherRoll = url.replace(`/${firstOrderRoll.id}.pdf`, `/${laterRoll.id}.pdf`);
    expect((await t.app.inject({ url: otherRoll })).statusCode).toBe(403);
    const later = url.replace(/exp=\d+/, `exp=${Number(u.searchParams.get('exp')) + 600}`);
    expect((await t.app.inject({ url: later })).statusCode).toBe(403);
    const garbage = await t.app.inject({ url: '/api/contact-sheets/x.pdf?exp=1&sig=a' });
    expect(garbage.statusCode).toBe(400);
  });
});
