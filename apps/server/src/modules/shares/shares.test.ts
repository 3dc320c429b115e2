import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scanShares } from '../../db/schema/shares.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, photo, uploadFrame, waitForScan } from '../scans/test-library.js';
import { hashShareCode } from './share-code.js';

interface Person {
  id: number;
  token: string;
}

describe('share links', () => {
  let t: TestApp;
  let member: Person;
  let other: Person;
  let frames: number[];
  let othersFrame: number;
  const bytes: Buffer[] = [];

  const ask = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
  const share = async (query: string, as: Person = member) => ask(`/users/${as.id}/scans/share?${query}`, as.token);
  const codeOf = (url: string) => url.split('/shared-scans/')[1]!;

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b] = await Promise.all([
      buildUser(t.database.db, { config: t.config }),
      buildUser(t.database.db, { config: t.config }),
    ]);
    member = { id: a.user.id, token: a.token };
    other = { id: b.user.id, token: b.token };
    const roll = await buildRoll(t.database.db, member.id, { brand: 'Ilford', model: 'HP5 Plus', process: 'BW' });
    frames = [];
    for (const seed of [1, 2, 3]) {
      const file = await photo(seed);
      bytes.push(file);
      const { scanId } = await uploadFrame(t, { token: member.token, userId: member.id, roll, bytes: file });
      frames.push(scanId);
    }
    const othersRoll = await buildRoll(t.database.db, other.id);
    othersFrame = (
      await uploadFrame(t, { token: other.token, userId: other.id, roll: othersRoll, bytes: await photo(9) })
    ).scanId;
    for (const id of [...frames, othersFrame]) await waitForScan(t.database.db, id);
  });
  afterAll(() => t?.close());

  it('makes a view-only link that expires in 30 days and shows a visitor the two frames, nothing more', async () => {
    const before = Date.now();
    const made = await share(`scanIds=${frames[1]},${frames[0]}`);
    expect(made.statusCode, made.body).toBe(200);
    const { share: link } = made.json();
    expect(link).toMatchObject({ status: 'ACTIVE', allowDownload: false, scanCount: 2, revokedAt: null });
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/shared-scans/[A-Za-z0-9_-]{32}$`));
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const page = await ask(`/shared-scans/${codeOf(link.url)}`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.scans.map((scan: { id: number }) => scan.id)).toEqual([frames[1], frames[0]]);
    expect(body.title).toBe('Ilford HP5 Plus · 2 frames');
    expect(body.allowDownload).toBe(false);
    expect(body.scans[0].film).toEqual({ brand: 'Ilford', model: 'HP5 Plus', format: '35mm', process: 'BW' });
    expect(body.scans[0].files.midRes).toMatch(/\/api\/blobs\//);
    // No full-size file, no owner, no roll id: nothing leads to the member's other scans.
    expect(page.body).not.toContain('hiRes');
    expect(page.body).not.toContain('filmRollId');
    expect(page.body).not.toMatch(new RegExp(`"(userId|customerId|ownerId)"`));
  });

  it('keeps only a hash of the code', async () => {
    const { share: link } = (await share(`scanIds=${frames[0]}`)).json();
    const code = codeOf(link.url);
    const [row] = await t.database.db.select().from(scanShares).where(eq(scanShares.id, link.id));
    expect(row!.code).toBe(hashShareCode(code));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHint).toBe(code.slice(-4));
  });

  it('refuses downloads from a view-only link, and gives the file when the member allowed them', async () => {
    const viewOnly = codeOf((await share(`scanIds=${frames[0]}`)).json().share.url);
    const refused = await ask(`/shared-scans/${viewOnly}/scans/${frames[0]}/download`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/view-only/), errors: expect.any(Array) });

    const open = codeOf((await share(`scanIds=${frames[0]}&allowDownload=true&expiresInDays=never`)).json().share.url);
    const page = (await ask(`/shared-scans/${open}`)).json();
    expect(page).toMatchObject({ allowDownload: true, expiresAt: null });
    const link = await ask(`/shared-scans/${open}/scans/${frames[0]}/download`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().fileName).toMatch(/^ilford-hp5-plus-frame-01\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: link.json().url.replace(t.config.publicUrl, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(1000);
    // It lives under a minute, so it does not outlast a share the member revokes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const late = await t.app.inject({ method: 'GET', url: link.json().url.replace(t.config.publicUrl, '') });
      expect(late.statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    // A frame the link does not hold is not there, even the member's own.
    expect((await ask(`/shared-scans/${open}/scans/${frames[2]}/download`)).statusCode).toBe(404);
  });

  it('answers 404 and shows nothing for a revoked, an expired or an unknown code', async () => {
    const { share: link } = (await share(`scanIds=${frames[0]}&allowDownload=true`)).json();
    const code = codeOf(link.url);
    // Opened first, so the page is in the process's cache: the share is still read live each time.
    expect((await ask(`/shared-scans/${code}`)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/scan-shares/${link.id}`,
      headers: bearer(member.token),
    });
    expect(revoke.statusCode, revoke.body).toBe(200);

    const { share: later } = (await share(`scanIds=${frames[0]}`)).json();
    expect((await ask(`/shared-scans/${codeOf(later.url)}`)).statusCode).toBe(200);
    await t.database.db
      .update(scanShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scanShares.id, later.id));

    const unknown = 'A'.repeat(32);
    for (const gone of [code, codeOf(later.url), unknown, 'short']) {
      const page = await ask(`/shared-scans/${gone}`);
      expect(page.statusCode, gone).toBe(404);
      expect(page.json()).toEqual({ message: 'Share link not found', errors: [] });
      const download = await ask(`/shared-scans/${gone}/scans/${frames[0]}/download`);
      expect(download.statusCode, gone).toBe(404);
    }

    const list = (await ask(`/users/${member.id}/scan-shares`, member.token)).json();
    const statuses = Object.fromEntries(list.shares.map((s: { id: number; status: string }) => [s.id, s.status]));
    expect(statuses[link.id]).toBe('REVOKED');
    expect(statuses[later.id]).toBe('EXPIRED');
    expect(list.shares.every((s: { url: string | null }) => s.url === null)).toBe(true);
    expect(list.shares[0].thumbnail).toMatch(/\/api\/blobs\//);
  });

  it("does not let another customer share, list or revoke the member's links or scans", async () => {
    // The member's scan under the stranger's own id reads as missing.
    const stolen = await share(`scanIds=${frames[0]}`, other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errors).toEqual([`scanIds: scan ${frames[0]} not found`]);
    // A mix of theirs and the member's is refused whole.
    expect((await share(`scanIds=${othersFrame},${frames[0]}`, other)).statusCode).toBe(404);
    // Under the member's id, the stranger is refused before anything is read.
    expect((await ask(`/users/${member.id}/scans/share?scanIds=${frames[0]}`, other.token)).statusCode).toBe(403);
    expect((await ask(`/users/${member.id}/scan-shares`, other.token)).statusCode).toBe(403);
    const { share: link } = (await share(`scanIds=${frames[0]}`)).json();
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${other.id}/scan-shares/${link.id}`,
      headers: bearer(other.token),
    });
    expect(revoke.statusCode).toBe(404);
    expect((await ask(`/shared-scans/${codeOf(link.url)}`)).statusCode).toBe(200);
    const theirs = (await ask(`/users/${other.id}/scan-shares`, other.token)).json();
    expect(theirs.shares).toEqual([]);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases = [
      ['scanIds=', 'scanIds'],
      ['scanIds=1,x', 'scanIds'],
      [`scanIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'scanIds'],
      [`scanIds=${frames[0]}&expiresInDays=12`, 'expiresInDays'],
      [`scanIds=${frames[0]}&allowDownload=yes`, 'allowDownload'],
      [`scanIds=${frames[0]}&allowDownload=true&includeDetails=1`, 'includeDetails'],
    ] as const;
    for (const [query, field] of cases) {
      const res = await share(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.join(' '), query).toContain(field);
    }
  });

  it('counts a frame named twice once', async () => {
    const { share: link } = (await share(`scanIds=${frames[0]},${frames[0]},${frames[1]}`)).json();
    expect(link.scanCount).toBe(2);
  });
});
