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

export function createSessionWatch(events: EventBus): SessionWatch {
  const watchers = new Map<number, Set<() => void>>();
  const due = new Set<() => void>();
  let flush: NodeJS.Timeout | null = null;

  const unsubscribe = events.subscribe(USERS_CHANGED, (payload) => {
    const tags = (payload as { tags?: unknown } | null)?.tags;
    const touched = Array.isArray(tags)
      ? tags.flatMap((tag) => {
          const match = SIGN_IN_TAG.exec(String(tag));
          return match ? [...(watchers.get(Number(match[1])) ?? [])] : [];
        })
      : [...watchers.values()].flatMap((set) => [...set]);
    if (touched.length === 0) return;
    for (const recheck of touched) due.add(recheck);
    // After this delivery's other listeners, the user cache's drop among them, so the check reads afresh;
    // a burst of changes makes one check per socket.
    flush ??= setTimeout(() => {
      flush = null;
      const now = [...due];
      due.clear();
      for (const recheck of now) recheck();
    }, 0);
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
    },
  };
}
