import type { DevelopmentRollInput } from '@filmlab/api';
import type { NegativesAction, RollDefaults, ServiceLevel } from '@filmlab/domain';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { DRAFT_STORAGE_KEY, onResetDraft } from './development-draft-reset';

/**
 * The development-order draft (spec section 4): rolls and choices kept in browser storage until
 * the order is created. New Order (in the headers) resets it, so it lives in lib/ like the cart.
 */
export type DraftRoll = Omit<DevelopmentRollInput, 'brand' | 'notes'> & { key: string; brand: string; notes: string };

export interface DraftInbound {
  method: 'DROP_OFF' | 'EXTERNAL_FULFILLMENT' | 'PREPAID_LABEL' | 'COURIER_PICK_UP';
  serviceLevel: ServiceLevel | null;
  locationId: number | null;
  /** The saved address a prepaid label is sent from; absent: the primary one. */
  customerAddressId?: number | null;
  /** A courier pick-up's window (its start, as the availabilities gave it); booked once the order is made. */
  pickUpStart?: string | null;
}

export interface DevelopmentDraft {
  rolls: DraftRoll[];
  negativesAction: NegativesAction | null;
  inbound: DraftInbound;
  /**
   * The saved address a prepaid label is sent from and negatives go back to; null: the primary one.
   * Drafts stored before it existed read it as absent.
   */
  addressId?: number | null;
  notes: string;
}

export { DRAFT_STORAGE_KEY };

export const emptyDraft = (): DevelopmentDraft => ({
  rolls: [],
  negativesAction: null,
  inbound: { method: 'DROP_OFF', serviceLevel: null, locationId: null },
  addressId: null,
  notes: '',
});

export const draftStore = createStore<{ draft: DevelopmentDraft }>()(
  persist(() => ({ draft: emptyDraft() }), { name: DRAFT_STORAGE_KEY, version: 1 }),
);

let keys = 0;
const newKey = () => `roll-${Date.now().toString(36)}-${++keys}`;

const update = (change: (draft: DevelopmentDraft) => DevelopmentDraft) =>
  draftStore.setState((state) => ({ draft: change(state.draft) }));

/** A new roll with the member's defaults. */
export function addDraftRoll(
  defaults: RollDefaults,
  film: { brand: string; model: string } = { brand: '', model: '' },
) {
  const { notes, ...choices } = defaults;
  update((draft) => ({ ...draft, rolls: [...draft.rolls, { key: newKey(), ...choices, ...film, notes }] }));
}

/** "5 more like this": copies of a roll with every choice. */
export function addRollsLike(key: string, count = 5) {
  update((draft) => {
    const model = draft.rolls.find((roll) => roll.key === key);
    if (!model) return draft;
    const copies = Array.from({ length: count }, () => ({ ...model, key: newKey() }));
    const at = draft.rolls.findIndex((roll) => roll.key === key) + 1;
    return { ...draft, rolls: [...draft.rolls.slice(0, at), ...copies, ...draft.rolls.slice(at)] };
  });
}

export function changeDraftRoll(key: string, changes: Partial<DraftRoll>) {
  update((draft) => ({
    ...draft,
    rolls: draft.rolls.map((roll) => (roll.key === key ? { ...roll, ...changes } : roll)),
  }));
}

export function removeDraftRoll(key: string) {
  update((draft) => ({ ...draft, rolls: draft.rolls.filter((roll) => roll.key !== key) }));
}

export function changeDraft(changes: Partial<Omit<DevelopmentDraft, 'rolls'>>) {
  update((draft) => ({ ...draft, ...changes }));
}

/** New Order, and a created order, start over. */
export function resetDraft() {
  draftStore.setState({ draft: emptyDraft() });
}
onResetDraft(resetDraft);

export function useDraft(): DevelopmentDraft {
  return useStore(draftStore, (state) => state.draft);
}
