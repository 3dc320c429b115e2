import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The live feed's state. Its errors are kept here and never shown (spec section 8). */
export interface LiveFeedState {
  open: boolean;
  lastError: unknown;
}

export const liveFeedStore = createStore<LiveFeedState>()(() => ({ open: false, lastError: null }));

export function useLiveFeedState<T>(select: (state: LiveFeedState) => T): T {
  return useStore(liveFeedStore, select);
}
