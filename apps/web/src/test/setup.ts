import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setQueryRuntime } from '../lib/query-gate';
import { queryRuntime } from '../lib/query-runtime';
import { sessionStore } from '../lib/session-store';
import { forgetPriceList } from '../lib/use-price-list';
import { takeDrift } from './contract-answers';

// Route chunks are imported lazily; the first import of a file in a cold run can take a while, and
// on a loaded two-core machine (CI beside other work) over 5 s: a page test failed on that alone.
configure({ asyncUtilTimeout: 10_000 });
// Components under test may use TanStack Query; the browser loads it on demand (lib/query-gate.tsx).
setQueryRuntime(queryRuntime);

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration and the shop layout call it.
  window.scrollTo = () => {};
  localStorage.clear();
  forgetPriceList();
  sessionStore.setState({ token: null, loginError: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const drift = takeDrift();
  if (drift.length > 0) {
    throw new Error(`Fake API answers that the contract would refuse (fix the fixture):\n${drift.join('\n')}`);
  }
});
