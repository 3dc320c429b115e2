// The watch loop: find the roll folders, wait until each has stopped changing, sync them one by
// one, and look again when chokidar reports a change (or every few seconds, for network shares
// whose events come late or not at all). A folder is synced again only when its files change.
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { orderIdFromNumber } from '@filmlab/domain';
import { watch as chokidarWatch } from 'chokidar';
import type { Display } from './display.js';
import { findRollFolders, listFrames, signatureOf, type RollFolder } from './roll-folders.js';
import { describeError, isPassing, StationError, type RetryPolicy } from './retry.js';
import type { StationClient, StationRoll } from './station-client.js';
import { syncRoll } from './sync-roll.js';

export interface WatchOptions {
  folder: string;
  client: StationClient;
  display: Display;
  retry: RetryPolicy;
  /** A folder is ready when its files have not changed for this long. */
  settleMs: number;
  pollMs: number;
  once: boolean;
  moveDone: string | null;
  signal?: AbortSignal;
}

interface Seen {
  signature: string;
  changedAt: number;
  /** What became of this signature: synced, or left alone with a reason (not tried again until it changes). */
  outcome: 'synced' | 'left' | null;
  /** After a failure the roll waits until then. */
  retryAt: number;
  /** Failed passes; --once gives a roll ONCE_ROUNDS before it gives up. */
  rounds: number;
}

const ONCE_ROUNDS = 3;

/** The roll a folder names: one code, or among several the one on the order the folder names. */
async function rollOf(client: StationClient, folder: RollFolder): Promise<StationRoll | string> {
  const rolls: StationRoll[] = [];
  for (const code of folder.codes) {
    try {
      rolls.push(await client.roll(code));
    } catch (error) {
      if (!(error instanceof StationError && error.status === 404)) throw error;
    }
  }
  if (rolls.length === 0) return `no roll has the code ${folder.codes.join(' or ')}; check it against the roll label`;
  const onOrder = rolls.filter((roll) => roll.orderNumber && folder.numbers.includes(roll.orderNumber));
  const roll = rolls.length === 1 ? rolls[0]! : onOrder.length === 1 ? onOrder[0]! : null;
  if (!roll) return `its name holds the codes of several rolls (${rolls.map((r) => r.code).join(', ')})`;
  return prefixProblem(folder, roll) ?? roll;
}

/** `20261125`: a scanner's date, not an order. */
const isDate = (digits: string) => /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(digits);

/**
 * The digits just before the code (`1042_K7Q2M9`) are the order the operator typed: when they are not
 * the roll's order, the code or the number is wrong and the frames may belong to another customer, so
 * the folder is left for a person to look at rather than sent by its code alone.
 */
function prefixProblem(folder: RollFolder, roll: StationRoll): string | null {
  const prefix = folder.prefixes[roll.code];
  if (!prefix || prefix === roll.orderNumber || isDate(prefix)) return null;
  const onOrder = roll.orderNumber ? `on order ${roll.orderNumber}` : 'on no order';
  return orderIdFromNumber(prefix) !== null
    ? `its name gives order ${prefix}, but roll ${roll.code} is ${onOrder}; check the code and the order number`
    : `${prefix} before the code is not an order number the station knows (roll ${roll.code} is ${onOrder}); ` +
        `name the folder ${roll.orderNumber ? `${roll.orderNumber}_${roll.code} or ` : ''}${roll.code}`;
}

async function moveAway(from: string, toDir: string): Promise<string> {
  await mkdir(toDir, { recursive: true });
  let target = path.join(toDir, path.basename(from));
  for (let n = 2; existsSync(target); n++) {
    target = path.join(toDir, `${path.basename(from)} (${n})`);
  }
  try {
    await rename(from, target);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await cp(from, target, { recursive: true });
    await rm(from, { recursive: true });
  }
  return target;
}

/**
 * Waits `ms`, or less when woken (then a moment for a burst of events to end), or until aborted. The
 * abort listener goes with the pause: one left on the signal per poll grew the service by about 15 MB a day.
 */
export function pause(ms: number, signal: AbortSignal | undefined, onWake: (wake: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const timers: NodeJS.Timeout[] = [];
    const done = () => {
      timers.forEach(clearTimeout);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    timers.push(setTimeout(done, ms));
    onWake(() => {
      clearTimeout(timers[0]);
      timers.push(setTimeout(done, Math.min(500, ms)));
    });
    signal?.addEventListener('abort', done, { once: true });
    if (signal?.aborted) done();
  });
}

/** Returns the number of roll folders that could not be synced or were left alone (--once's exit code). */
export async function watchFolder(options: WatchOptions): Promise<number> {
  const { client, display, retry } = options;
  const seen = new Map<string, Seen>();
  let wake: (() => void) | null = null;
  const watcher = options.once
    ? null
    : chokidarWatch(options.folder, { ignoreInitial: true, depth: 6 }).on('all', () => wake?.());
  const failed = new Set<string>();
  try {
    for (;;) {
      if (options.signal?.aborted) break;
      const now = Date.now();
      const folders = await findRollFolders(options.folder);
      const ready: Array<{ folder: RollFolder; signature: string }> = [];
      let settling = 0;
      // A folder renamed or moved away is no longer waiting, nor a problem.
      const present = new Set(folders.map((f) => f.path));
      for (const gone of [...seen.keys()].filter((p) => !present.has(p))) {
        seen.delete(gone);
        failed.delete(gone);
      }
      for (const folder of folders) {
        const frames = await listFrames(folder.path);
        const signature = signatureOf(frames);
        let entry = seen.get(folder.path);
        if (!entry || entry.signature !== signature) {
          entry = { signature, changedAt: now, outcome: null, retryAt: 0, rounds: 0 };
          seen.set(folder.path, entry);
        }
        if (entry.outcome !== null || frames.length === 0) continue;
        if (now - entry.changedAt < options.settleMs) settling += 1;
        else if (now >= entry.retryAt) ready.push({ folder, signature });
      }
      display.state.waiting = [...seen.entries()]
        .filter(([, e]) => e.outcome === null)
        .map(([p]) => path.relative(options.folder, p));
      for (const { folder, signature } of ready) {
        if (options.signal?.aborted) break;
        const entry = seen.get(folder.path)!;
        // A folder that changed since it was read waits to settle again.
        const frames = await listFrames(folder.path);
        if (signatureOf(frames) !== signature) continue;
        try {
          const roll = folder.problem ?? (await rollOf(client, folder));
          if (typeof roll === 'string') {
            entry.outcome = 'left';
            failed.add(folder.path);
            display.note('problems', `${folder.label}: ${roll}. The folder is left alone.`);
            continue;
          }
          display.info(`Sending ${folder.label} to roll ${roll.code} (${frames.length} frames)`);
          display.state.current = {
            label: folder.label,
            code: roll.code,
            frames: frames.length,
            done: 0,
            alreadyThere: 0,
            bytesSent: 0,
            startedAt: Date.now(),
          };
          const startedAt = Date.now();
          const done = await syncRoll({
            client,
            folder,
            roll,
            frames,
            retry,
            reporter: {
              progress: (p) => Object.assign(display.state.current ?? {}, p),
              retrying: (what, delay) =>
                display.note('problems', delay > 0 ? `${what}; trying again in ${Math.round(delay / 1000)} s` : what),
            },
          });
          entry.outcome = 'synced';
          failed.delete(folder.path);
          const seconds = (Date.now() - startedAt) / 1000;
          const sent = done.frames - done.alreadyThere;
          let line =
            `${folder.label}: roll ${roll.code} synced, ${sent} frame${sent === 1 ? '' : 's'} sent` +
            `${done.alreadyThere ? `, ${done.alreadyThere} already there` : ''} in ${seconds.toFixed(1)} s`;
          if (options.moveDone) line += `; moved to ${await moveAway(folder.path, options.moveDone)}`;
          display.note('finished', line);
        } catch (error) {
          failed.add(folder.path);
          entry.rounds += 1;
          entry.retryAt = Date.now() + retry.maxDelayMs;
          // A refusal (4xx) will not change by waiting: --once does not try it again.
          if (!isPassing(error)) entry.rounds = ONCE_ROUNDS;
          display.note('problems', `${folder.label}: ${describeError(error)}. It will be tried again.`);
        } finally {
          display.state.current = null;
        }
      }
      // --once: every folder was settled and tried; one that failed on a passing error (the server
      // away) is tried again a few times before the command gives up.
      const again = [...seen.values()].some((e) => e.outcome === null && e.rounds > 0 && e.rounds < ONCE_ROUNDS);
      if (options.once && settling === 0 && !again) break;
      await pause(options.pollMs, options.signal, (w) => (wake = w));
      wake = null;
    }
  } finally {
    await watcher?.close();
  }
  return failed.size;
}
