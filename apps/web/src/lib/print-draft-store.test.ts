import { emptyCart, type CartLine } from '@filmlab/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore, clearCart, setCartLineQuantity } from './cart-store';
import { PRINT_DRAFT_STORAGE_KEY, printDraftStore, startPrintDraft } from './print-draft-store';

const printLine = (tempKey: string, draftId: string | null): CartLine => ({
  tempKey,
  productId: 60,
  productVariantId: 64,
  productType: 'PRINT',
  name: 'Large Format Print',
  variantName: '16x20',
  slug: 'print',
  quantity: 2,
  amount: 15000,
  listAmount: 15000,
  print: { draftId, quantity: 2, size: '16x20', paperId: 2, cropMode: 'fill', cropX: 0.5, cropY: 0.5 },
});

const stored = () => JSON.parse(localStorage.getItem(PRINT_DRAFT_STORAGE_KEY)!).state.draft;

beforeEach(() => {
  cartStore.setState({ cart: { ...emptyCart(7), lines: [printLine('a', 'd1'), printLine('b', 'd2')] }, order: null });
  printDraftStore.setState({ draft: { draftId: 'd1', size: '16x20', paperId: 2, quantity: 2 } });
});

describe('the print draft and its cart line (spec section 4)', () => {
  it('goes when its line is set to zero, in the store and in browser storage', () => {
    setCartLineQuantity('a', 0);
    expect(cartStore.getState().cart.lines.map((l) => l.tempKey)).toEqual(['b']);
    expect(printDraftStore.getState().draft).toEqual({ draftId: null });
    expect(stored()).toEqual({ draftId: null });
  });

  it('stays while its line has a quantity, and when another line goes', () => {
    setCartLineQuantity('a', 3);
    setCartLineQuantity('b', 0);
    expect(printDraftStore.getState().draft).toMatchObject({ draftId: 'd1', size: '16x20' });
  });

  it('stays when the page has moved on to another file', () => {
    startPrintDraft('d3');
    setCartLineQuantity('a', 0);
    expect(printDraftStore.getState().draft).toMatchObject({ draftId: 'd3', size: '16x20', cropX: 0.5 });
  });

  it('goes when the order is placed, and a draft not in the cart stays', () => {
    clearCart();
    expect(printDraftStore.getState().draft).toEqual({ draftId: null });

    printDraftStore.setState({ draft: { draftId: 'd9' } });
    cartStore.setState({ cart: { ...emptyCart(7), lines: [printLine('a', 'd1')] } });
    clearCart();
    expect(stored()).toEqual({ draftId: 'd9' });
  });

  it('reads nothing from storage that is not a draft', async () => {
    localStorage.setItem(PRINT_DRAFT_STORAGE_KEY, JSON.stringify({ state: { draft: { draftId: 5 } }, version: 1 }));
    await printDraftStore.persist.rehydrate();
    expect(printDraftStore.getState().draft).toEqual({ draftId: null });
  });
});
