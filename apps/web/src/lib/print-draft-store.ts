import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/**
 * The large-format page's print draft (spec section 4: print drafts persist in browser storage):
 * its id and the choices made for it, so a reload comes back to the same file, size, paper and
 * crop. The cart discards it when its line goes (quantity zero, or the order placed), so it lives
 * in lib/ beside the cart, as the development-order draft does.
 */
export interface StoredPrintDraft {
  /** Null until a file is uploaded or a frame chosen. */
  draftId: string | null;
  size?: string;
  paperId?: number | null;
  cropMode?: 'fill' | 'fit';
  cropX?: number;
  cropY?: number;
  quantity?: number;
}

export const PRINT_DRAFT_STORAGE_KEY = 'filmlab.print-draft';

export const emptyPrintDraft = (): StoredPrintDraft => ({ draftId: null });

/** What storage gives back is only read as a draft when its id is text. */
function readDraft(value: unknown): StoredPrintDraft {
  if (!value || typeof value !== 'object') return emptyPrintDraft();
  const draft = value as Partial<StoredPrintDraft>;
  return { ...draft, draftId: typeof draft.draftId === 'string' ? draft.draftId : null };
}

export const printDraftStore = createStore<{ draft: StoredPrintDraft }>()(
  persist(() => ({ draft: emptyPrintDraft() }), {
    name: PRINT_DRAFT_STORAGE_KEY,
    version: 1,
    merge: (persisted, current) => ({ ...current, draft: readDraft((persisted as { draft?: unknown } | null)?.draft) }),
  }),
);

export function changePrintDraft(change: Partial<StoredPrintDraft>): void {
  printDraftStore.setState((state) => ({ draft: { ...state.draft, ...change } }));
}

/** A new file or frame keeps the size, paper and quantity chosen and starts with the crop centred. */
export function startPrintDraft(draftId: string): void {
  changePrintDraft({ draftId, cropX: 0.5, cropY: 0.5 });
}

/** The cart let go of these drafts: the stored one goes with them if it is one of them. */
export function discardPrintDrafts(draftIds: ReadonlyArray<string | null | undefined>): void {
  const { draftId } = printDraftStore.getState().draft;
  if (draftId !== null && draftIds.includes(draftId)) printDraftStore.setState({ draft: emptyPrintDraft() });
}

export function usePrintDraft(): StoredPrintDraft {
  return useStore(printDraftStore, (state) => state.draft);
}
