/**
 * A store's state kept in localStorage in the shape zustand's persist middleware writes
 * (`{ state, version }`), so what it stored before is still read. For the stores on every page
 * (the session, the newsletter subscriber): the middleware would weigh on the landing page's entry.
 */

/** The stored state, or null when there is none (or no storage). */
export function readStoredState<T extends object>(key: string): Partial<T> | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { state?: unknown } | null;
    return stored?.state && typeof stored.state === 'object' ? (stored.state as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeStoredState(key: string, state: object, version = 0): void {
  try {
    localStorage.setItem(key, JSON.stringify({ state, version }));
  } catch {
    // Private mode or a full storage: the state lasts as long as the page.
  }
}
