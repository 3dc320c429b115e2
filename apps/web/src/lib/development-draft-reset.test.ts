import { beforeEach, describe, expect, it, vi } from 'vitest';

const draft = { rolls: [{ key: 'roll-1' }], negativesAction: null, inbound: {}, addressId: 7, notes: 'old' };

describe('starting a development order over from the header', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.setItem('filmlab.development-draft', JSON.stringify({ state: { draft }, version: 1 }));
  });

  it('drops the stored draft before the draft store has loaded, so it loads empty', async () => {
    const { resetDraft } = await import('./development-draft-reset');
    resetDraft();
    expect(localStorage.getItem('filmlab.development-draft')).toBeNull();
    const { draftStore } = await import('./development-draft-store');
    expect(draftStore.getState().draft).toMatchObject({ rolls: [], addressId: null, notes: '' });
  });

  it('empties the loaded store once it has loaded', async () => {
    const { draftStore } = await import('./development-draft-store');
    expect(draftStore.getState().draft.notes).toBe('old');
    const { resetDraft } = await import('./development-draft-reset');
    resetDraft();
    expect(draftStore.getState().draft).toMatchObject({ rolls: [], addressId: null, notes: '' });
  });
});
