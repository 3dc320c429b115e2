import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredState, writeStoredState } from './stored-state';

// The session and the newsletter subscriber were kept by zustand's persist middleware: a browser
// that stored them then must still read them, and the middleware must read what is written now.
describe('stored state', () => {
  afterEach(() => localStorage.clear());

  it('reads what the persist middleware wrote', () => {
    const old = createStore<{ token: string | null }>()(
      persist((): { token: string | null } => ({ token: null }), { name: 'filmlab.session' }),
    );
    old.setState({ token: 'signed-in-before' });
    expect(readStoredState<{ token: string }>('filmlab.session')).toEqual({ token: 'signed-in-before' });
  });

  it('writes what the persist middleware reads', () => {
    writeStoredState('filmlab.subscriber', { email: 'ada@example.com' });
    const reader = createStore<{ email: string | null }>()(
      persist((): { email: string | null } => ({ email: null }), { name: 'filmlab.subscriber' }),
    );
    expect(reader.getState().email).toBe('ada@example.com');
  });

  it('reads nothing from a missing or broken entry', () => {
    expect(readStoredState('filmlab.session')).toBeNull();
    localStorage.setItem('filmlab.session', '{not json');
    expect(readStoredState('filmlab.session')).toBeNull();
  });
});
