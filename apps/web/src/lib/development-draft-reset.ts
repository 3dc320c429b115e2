/**
 * Starting a development order over (the headers' "new order" links, a free label): without the
 * draft store, its persistence and its types in every page's entry chunk. The store registers its
 * own reset when it loads; before that the stored draft is simply dropped, and the store, when it
 * loads, starts empty.
 */

export const DRAFT_STORAGE_KEY = 'filmlab.development-draft';

let resetLoadedDraft: (() => void) | null = null;

/** development-draft-store.ts, as it loads. */
export function onResetDraft(reset: () => void): void {
  resetLoadedDraft = reset;
}

/** New Order, and a created order, start over. */
export function resetDraft(): void {
  if (resetLoadedDraft) {
    resetLoadedDraft();
    return;
  }
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // No storage: there is no stored draft either.
  }
}
