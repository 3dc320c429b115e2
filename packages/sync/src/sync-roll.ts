// One roll: each frame not on the server yet (by checksum) is started, PUT to its write link and
// finished, in file-name order; then the roll is marked scanned and synced. While one frame uploads,
// the next is hashed and started (starts stay in order, so the frame numbers follow the file names),
// and the server checks the frames already sent, so the line stays busy.
import type { Frame, RollFolder } from './roll-folders.js';
import { sha256Of } from './roll-folders.js';
import { describeError, StationError, withRetry, type RetryPolicy } from './retry.js';
import type { StationClient, StationRoll } from './station-client.js';

export interface RollProgress {
  label: string;
  code: string;
  frames: number;
  /** Frames on the server: sent now, or already there. */
  done: number;
  alreadyThere: number;
  bytesSent: number;
}

export interface SyncReporter {
  progress(progress: RollProgress): void;
  /** A failure that will be tried again, in words. */
  retrying(what: string, delayMs: number): void;
}

/** At most this many frames being checked by the server while the next ones upload. */
const FINISHING_AT_ONCE = 6;

/** The answers that mean "the file did not arrive whole": send the frame again. */
const mustResend = (error: unknown) =>
  error instanceof StationError && (error.status === 409 || (error.status === 400 && /uploaded/.test(error.message)));

export async function syncRoll(options: {
  client: StationClient;
  folder: RollFolder;
  roll: StationRoll;
  frames: Frame[];
  retry: RetryPolicy;
  reporter: SyncReporter;
}): Promise<RollProgress> {
  const { client, roll, frames, retry, reporter } = options;
  const code = roll.code;
  const progress: RollProgress = {
    label: options.folder.label,
    code,
    frames: frames.length,
    done: 0,
    alreadyThere: 0,
    bytesSent: 0,
  };
  const tryAgain = <T>(what: string, work: () => Promise<T>) =>
    withRetry(work, retry, (error, delay) => reporter.retrying(`${what}: ${describeError(error)}`, delay));
  const known = new Set(roll.frames.filter((f) => f.status !== 'UPLOADING').map((f) => f.sha256));
  reporter.progress(progress);

  type Started = Awaited<ReturnType<StationClient['startUpload']>>;

  /**
   * Starts and sends a frame; null when the server already has it. A start begun early is used for
   * the first try; a try again starts afresh (a new write link).
   */
  const send = (frame: Frame, sha256: string, early?: Promise<Started>) => {
    let begun = early;
    return tryAgain(`Sending ${frame.name}`, async () => {
      const pending = begun;
      begun = undefined;
      const started = await (pending ?? client.startUpload(code, frame.fileType, sha256));
      if (!started.upload) return null;
      let sent = 0;
      try {
        await client.put(started.upload, frame.path, frame.size, (n) => {
          sent += n;
          progress.bytesSent += n;
          reporter.progress(progress);
        });
      } catch (error) {
        progress.bytesSent -= sent;
        throw error;
      }
      return started.frame.scanId;
    });
  };

  /**
   * A frame's checksum, and its start once the frame before it has started (so the server numbers
   * them in file order); no early start when the server has the frame already or the one before did
   * not start.
   */
  const prepare = (frame: Frame, previous: Promise<unknown> | null) =>
    Promise.all([
      sha256Of(frame.path),
      previous
        ? previous.then(
            () => true,
            () => false,
          )
        : false,
    ]).then(([sha256, inOrder]) => {
      if (known.has(sha256) || !inOrder) return { sha256, early: undefined };
      const early = client.startUpload(code, frame.fileType, sha256);
      // Seen by send() when used; a roll stopped by a failure may leave it unused.
      early.catch(() => undefined);
      return { sha256, early };
    });

  const finish = async (frame: Frame, sha256: string, scanId: number) => {
    try {
      await tryAgain(`Checking ${frame.name}`, () => client.finishUpload(code, scanId));
    } catch (error) {
      if (!mustResend(error)) throw error;
      reporter.retrying(`${frame.name} did not arrive whole (${describeError(error)}); sending it again`, 0);
      const again = await send(frame, sha256);
      if (again !== null) await tryAgain(`Checking ${frame.name}`, () => client.finishUpload(code, again));
    }
    progress.done += 1;
    reporter.progress(progress);
  };

  const finishing = new Set<Promise<void>>();
  let failure: unknown = null;
  let next = frames[0] ? prepare(frames[0], Promise.resolve()) : null;
  for (let i = 0; i < frames.length && failure === null; i++) {
    const frame = frames[i]!;
    const { sha256, early } = await next!;
    const following = frames[i + 1];
    // A frame started at send time (not early) would start after the next one: no early start then.
    const started = early ?? (known.has(sha256) ? Promise.resolve() : null);
    next = following ? prepare(following, started) : null;
    if (known.has(sha256)) {
      progress.done += 1;
      progress.alreadyThere += 1;
      reporter.progress(progress);
      continue;
    }
    const scanId = await send(frame, sha256, early);
    if (scanId === null) {
      progress.done += 1;
      progress.alreadyThere += 1;
      reporter.progress(progress);
      continue;
    }
    while (finishing.size >= FINISHING_AT_ONCE) await Promise.race(finishing);
    const job: Promise<void> = finish(frame, sha256, scanId).then(
      () => void finishing.delete(job),
      (error: unknown) => {
        finishing.delete(job);
        failure ??= error;
      },
    );
    finishing.add(job);
  }
  await next?.catch(() => undefined);
  await Promise.all(finishing);
  if (failure !== null) throw failure;
  for (const event of ['SCANNED', 'SYNCED'] as const) {
    await tryAgain(`Marking roll ${code} ${event.toLowerCase()}`, () => client.addEvent(code, event));
  }
  return progress;
}
