import type { EventBus } from '../../adapters/events/event-bus.js';
import { USERS_CHANGED } from '../users/user-cache.js';

/**
 * Checks an open socket's session again as soon as a write may have ended it (a logout, on this
 * process or another), instead of at the client's next ping a minute later: every write that can
 * end a session announces the user's sign-in tag (`signin:<id>`), or every user, on USERS_CHANGED.
 */
export interface SessionWatch {
  /** Calls `recheck` after each change that may touch `sessionUserId`'s sessions; returns the stop function. */
  watch(sessionUserId: number, recheck: () => void): () => void;
  close(): void;
}

const SIGN_IN_TAG = /^signin:(\d+)$/;

/**
 * A change naming no user (a visitor's post, any staff write: it may touch anyone) checks every
 * socket, at most this often, so a stream of log-ins does not reload every open socket's session each time.
 */
export const EVERYONE_CHECK_MS = 2000;

export function createSessionWatch(events: EventBus): SessionWatch {
  const watchers = new Map<number, Set<() => void>>();
  const due = new Set<() => void>();
  let flush: NodeJS.Timeout | null = null;
  let flushAt = 0;
  let everyoneDue = false;
  let everyoneCheckedAt = 0;

  const schedule = (delayMs: number) => {
    const at = Date.now() + Math.max(0, delayMs);
    if (flush && flushAt <= at) return;
    if (flush) clearTimeout(flush);
    flushAt = at;
    // After this delivery's other listeners, the user cache's drop among them, so the check reads afresh;
    // a burst of changes makes one check per socket.
    flush = setTimeout(
      () => {
        flush = null;
        const now = new Set(due);
        due.clear();
        if (everyoneDue && Date.now() - everyoneCheckedAt >= EVERYONE_CHECK_MS) {
          everyoneDue = false;
          everyoneCheckedAt = Date.now();
          for (const set of watchers.values()) for (const recheck of set) now.add(recheck);
        }
        for (const recheck of now) recheck();
        if (everyoneDue) schedule(everyoneCheckedAt + EVERYONE_CHECK_MS - Date.now());
      },
      Math.max(0, delayMs),
    );
  };

  const unsubscribe = events.subscribe(USERS_CHANGED, (payload) => {
    const tags = (payload as { tags?: unknown } | null)?.tags;
    if (!Array.isArray(tags)) {
      if (watchers.size === 0) return;
      everyoneDue = true;
      return schedule(everyoneCheckedAt + EVERYONE_CHECK_MS - Date.now());
    }
    for (const tag of tags) {
      const match = SIGN_IN_TAG.exec(String(tag));
      for (const recheck of match ? (watchers.get(Number(match[1])) ?? []) : []) due.add(recheck);
    }
    if (due.size > 0) schedule(0);
  });

  return {
    watch(sessionUserId, recheck) {
      let set = watchers.get(sessionUserId);
      if (!set) watchers.set(sessionUserId, (set = new Set()));
      set.add(recheck);
      return () => {
        set.delete(recheck);
        due.delete(recheck);
        if (set.size === 0 && watchers.get(sessionUserId) === set) watchers.delete(sessionUserId);
      };
    },
    close() {
      unsubscribe();
      if (flush) clearTimeout(flush);
      watchers.clear();
      due.clear();
      everyoneDue = false;
    },
  };
}
