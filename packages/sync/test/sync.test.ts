import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollCodeOf } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../src/roll-folders.js';
import { framesOn, freshDatabase, runSync, sleep, startServer, writeFrames, type RunningServer } from './harness.js';

/** Names a scanner writes out of order, with numbers that sort wrongly as text. */
const frameNames = (count: number) => Array.from({ length: count }, (_, i) => `R1-00046-${i + 1}A.JPG`).reverse();

async function shasInOrder(dir: string): Promise<string[]> {
  const names = readdirSync(dir).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return Promise.all(names.map((name) => sha256Of(path.join(dir, name))));
}

/** Every file and its size and time: the export folder must be the same after a sync. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const info = statSync(path.join(dir, name));
      return `${name}:${info.size}:${info.mtimeMs}`;
    })
    .sort();
}

describe('filmlab-sync', () => {
  let work: string;
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'filmlab-sync-'));
    dataDir = path.join(work, 'server');
    database = await freshDatabase();
    server = await startServer({ dataDir, databaseUrl: database?.url ?? null, rolls: 4 });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  const args = (folder: string, ...more: string[]) => [
    'watch',
    folder,
    '--server',
    server.url,
    '--settle',
    '0.3',
    '--retry-delay',
    '200',
    ...more,
  ];

  it('syncs a folder of frames to the roll its name gives, in file-name order, and changes nothing there', async () => {
    const roll = server.setup.rolls[0]!;
    const exportDir = path.join(work, 'export-1');
    const rollDir = path.join(exportDir, '20261125', `${server.setup.orderNumber}_${roll.code}`);
    await writeFrames(rollDir, frameNames(12));
    // Not a folder of frames: nothing to place, nothing to report.
    mkdirSync(path.join(exportDir, 'no code here'), { recursive: true });
    writeFileSync(path.join(exportDir, 'no code here', 'notes.txt'), 'roll 2 pushed one stop');
    const before = snapshot(exportDir);
    const run = runSync(args(exportDir, '--once'), { FILMLAB_STATION_TOKEN: server.setup.token });
    expect(await run.done, run.output()).toBe(0);
    const onServer = await framesOn(server, roll.code);
    expect(onServer.frames.map((f) => f.sha256)).toEqual(await shasInOrder(rollDir));
    expect(onServer.frames.map((f) => f.frame)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(onServer.status).toBe('SYNCED');
    expect(run.output()).toMatch(new RegExp(`roll ${roll.code} synced, 12 frames sent`));
    expect(snapshot(exportDir)).toEqual(before);
  });

  it('carries on after the server is killed mid-roll: every frame arrives once', async () => {
    const roll = server.setup.rolls[1]!;
    const exportDir = path.join(work, 'export-2');
    const rollDir = path.join(exportDir, `${roll.code}`);
    await writeFrames(rollDir, frameNames(16), { width: 1200, height: 900 });
    const run = runSync(args(exportDir, '--once', '--token', server.setup.token));
    run.child.stdout!.pipe(createWriteStream(path.join(work, 'server-kill.log')));
    for (let i = 0; i < 600 && (await framesOn(server, roll.code)).frames.length < 4; i++) await sleep(50);
    await server.kill();
    await sleep(1500);
    server = await startServer({ dataDir, port: server.port, databaseUrl: database?.url ?? null });
    expect(await run.done, run.output()).toBe(0);
    expect(run.output()).toMatch(/trying again/);
    const onServer = await framesOn(server, roll.code);
    expect(onServer.frames.map((f) => f.sha256)).toEqual(await shasInOrder(rollDir));
    expect(onServer.frames.every((f) => f.status !== 'UPLOADING')).toBe(true);
    expect(onServer.status).toBe('SYNCED');
  }, 400_000);

  it('when the command is killed and started again, sends nothing twice', async () => {
    const roll = server.setup.rolls[2]!;
    const exportDir = path.join(work, 'export-3');
    const rollDir = path.join(exportDir, `order ${server.setup.orderNumber} - ${roll.code.toLowerCase()}`);
    await writeFrames(rollDir, frameNames(16), { width: 1200, height: 900 });
    const first = runSync(args(exportDir, '--token', server.setup.token));
    const finished = async () =>
      (await framesOn(server, roll.code)).frames.filter((f) => f.status !== 'UPLOADING').length;
    for (let i = 0; i < 1200 && (await finished()) < 5; i++) await sleep(50);
    first.child.kill('SIGKILL');
    await first.done;
    const arrived = await finished();
    expect(arrived).toBeGreaterThanOrEqual(5);
    expect(arrived).toBeLessThan(16);
    const second = runSync(args(exportDir, '--once', '--token', server.setup.token));
    expect(await second.done, second.output()).toBe(0);
    const summary = /(\d+) frames? sent, (\d+) already there/.exec(second.output());
    expect(summary, second.output()).not.toBeNull();
    expect(Number(summary![2])).toBeGreaterThanOrEqual(arrived);
    expect(Number(summary![1]) + Number(summary![2])).toBe(16);
    const onServer = await framesOn(server, roll.code);
    expect(onServer.frames.map((f) => f.sha256)).toEqual(await shasInOrder(rollDir));
  }, 400_000);

  it('reports a folder whose code matches no roll and leaves it alone', async () => {
    const exportDir = path.join(work, 'export-4');
    const unknown = rollCodeOf(33_000_000);
    await writeFrames(path.join(exportDir, `scan_${unknown}`), ['1.jpg', '2.jpg']);
    const before = snapshot(exportDir);
    const run = runSync(args(exportDir, '--once', '--token', server.setup.token));
    expect(await run.done).toBe(1);
    expect(run.output()).toContain(`no roll has the code ${unknown}`);
    expect(run.output()).toContain('left alone');
    expect(snapshot(exportDir)).toEqual(before);
  });

  it('reports every folder it cannot place, with the reason, sends none of them and exits 1', async () => {
    const roll = server.setup.rolls[0]!;
    const order = server.setup.orderNumber;
    const mistyped = `${roll.code.slice(0, 5)}${roll.code[5] === 'Z' ? 'Y' : 'Z'}`;
    const exportDir = path.join(work, 'export-6');
    await writeFrames(path.join(exportDir, `${order}_${mistyped}`), ['1.jpg']);
    await writeFrames(path.join(exportDir, '20261127', order), ['1.jpg']);
    await writeFrames(path.join(exportDir, `999_${roll.code}`), ['1.jpg']);
    const before = (await framesOn(server, roll.code)).frames.length;
    const run = runSync(args(exportDir, '--once', '--token', server.setup.token));
    expect(await run.done, run.output()).toBe(1);
    const problems = run
      .output()
      .split('\n')
      .filter((line) => line.startsWith('PROBLEM'));
    expect(problems, run.output()).toHaveLength(3);
    expect(run.output()).toContain(`${order}_${mistyped}: ${mistyped} is not a roll code`);
    expect(run.output()).toContain(`${path.join('20261127', order)}: its name has only an order number (${order})`);
    expect(run.output()).toContain(`999_${roll.code}: 999 before the code is not an order number`);
    expect(run.output()).toContain('3 folders were not synced');
    expect((await framesOn(server, roll.code)).frames).toHaveLength(before);
  });

  it('moves a synced roll folder only when asked to', async () => {
    const roll = server.setup.rolls[3]!;
    const exportDir = path.join(work, 'export-5');
    const done = path.join(work, 'done-5');
    await writeFrames(path.join(exportDir, roll.code), ['1.jpg', '2.jpg']);
    const run = runSync(args(exportDir, '--once', '--token', server.setup.token, '--move-done', done));
    expect(await run.done, run.output()).toBe(0);
    expect(readdirSync(exportDir)).toEqual([]);
    expect(readdirSync(path.join(done, roll.code))).toEqual(['1.jpg', '2.jpg']);
  });

  it("refuses the station token a customer's data and every other route", async () => {
    const headers = { authorization: `Bearer ${server.setup.token}` };
    const customer = server.setup.customer;
    for (const url of [
      `/api/users/${customer.id}/scans`,
      `/api/users/${customer.id}`,
      `/api/users/${customer.id}/film-rolls`,
      '/api/station-tokens',
    ]) {
      const res = await fetch(`${server.url}${url}`, { headers });
      expect([401, 403], url).toContain(res.status);
    }
    // The customer's own token still reads them.
    const own = await fetch(`${server.url}/api/users/${customer.id}/scans`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(own.status).toBe(200);
  });
});
