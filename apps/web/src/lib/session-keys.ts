/**
 * The signed-in user's query key, on its own: the session is read on every page (the entry chunk),
 * the other keys (query-keys.ts) only by the pages that use them.
 */
export const CURRENT_USER_KEY = ['session', 'current-user'] as const;
