// Files arriving come before background image work. A roll synced from a scanner used to share the
// two cores with the derivatives of its own first frames, and arrived at under half the rate of a
// plain upload; the derivatives now start once the files stop arriving, and never wait past a limit,
// so a busy day of uploads delays them but cannot starve them. Kept per process: it is about this
// process's own cores, and no other process needs it.

export interface UploadActivity {
  /** An upload began; call what it answers when it ends (twice is harmless). */
  started(): () => void;
  /**
   * Resolves once no upload has been arriving for `quietMs`, or after `maxWaitMs` whatever happens.
   */
  quiet(options?: { quietMs?: number; maxWaitMs?: number }): Promise<void>;
}

export const UPLOAD_QUIET_MS = 300;
export const UPLOAD_MAX_WAIT_MS = 30_000;
const CHECK_EVERY_MS = 50;

export function createUploadActivity(now: () => number = Date.now): UploadActivity {
  let arriving = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    started() {
      arriving += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        arriving -= 1;
        lastEnded = now();
      };
    },
    async quiet({ quietMs = UPLOAD_QUIET_MS, maxWaitMs = UPLOAD_MAX_WAIT_MS } = {}) {
      const deadline = now() + maxWaitMs;
      for (;;) {
        const t = now();
        if (arriving === 0 && t - lastEnded >= quietMs) return;
        if (t >= deadline) return;
        await sleep(Math.min(CHECK_EVERY_MS, deadline - t));
      }
    },
  };
}
