/**
 * The large-format page's draft (spec section 4: print drafts persist in browser storage): its id
 * and the choices made for it, so a reload comes back to the same file, size, paper and crop.
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

const EMPTY: StoredPrintDraft = { draftId: null };

export function readStoredDraft(): StoredPrintDraft {
  try {
    const raw = localStorage.getItem(PRINT_DRAFT_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<StoredPrintDraft> | null) : null;
    if (!value || typeof value !== 'object') return EMPTY;
    return { ...value, draftId: typeof value.draftId === 'string' ? value.draftId : null };
  } catch {
    return EMPTY;
  }
}

export function writeStoredDraft(draft: StoredPrintDraft): void {
  try {
    localStorage.setItem(PRINT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives for this visit only.
  }
}
