// One roll: each frame not on the server yet (by checksum) is started, PUT to its write link and
// finished, in file-name order; then the roll is marked scanned and synced. The next frame is
// hashed while one uploads, and a frame's check on the server runs while the next one uploads, so
// the line stays busy; starts stay in order, so the frame numbers follow the file names.
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
const FINISHING_AT_ONCE = 2;

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

  /** Starts and sends a frame; null when the server already has it. */
  const send = (frame: Frame, sha256: string) =>
    tryAgain(`Sending ${frame.name}`, async () => {
      const started = await client.startUpload(code, frame.fileType, sha256);
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
  let nextHash = frames[0] ? sha256Of(frames[0].path) : null;
  for (let i = 0; i < frames.length && failure === null; i++) {
    const frame = frames[i]!;
    const sha256 = await nextHash!;
    nextHash = frames[i + 1] ? sha256Of(frames[i + 1]!.path) : null;
    if (known.has(sha256)) {
      progress.done += 1;
      progress.alreadyThere += 1;
      reporter.progress(progress);
      continue;
    }
    const scanId = await send(frame, sha256);
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
  await nextHash?.catch(() => undefined);
  await Promise.all(finishing);
  if (failure !== null) throw failure;
  for (const event of ['SCANNED', 'SYNCED'] as const) {
    await tryAgain(`Marking roll ${code} ${event.toLowerCase()}`, () => client.addEvent(code, event));
  }
  return progress;
}
