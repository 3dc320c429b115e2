import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { setQueryRuntime } from '../lib/query-gate';
import { queryRuntime } from '../lib/query-runtime';
import { sessionStore } from '../lib/session-store';
import { forgetPriceList } from '../lib/use-price-list';
import { FILES_WITH_DRIFTING_FAKES, takeDrift } from './contract-answers';

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
  if (drift.length === 0) return;
  fileDrifted = true;
  if (!listedAsDrifting()) {
    throw new Error(`Fake API answers that the contract would refuse (fix the fixture):\n${drift.join('\n')}`);
  }
});

// The file's path as FILES_WITH_DRIFTING_FAKES names it (relative to apps/web).
const listedAsDrifting = () => {
  const file = (expect.getState().testPath ?? '').replace(/\\/g, '/').replace(/^.*\/apps\/web\//, '');
  return FILES_WITH_DRIFTING_FAKES.has(file);
};
let fileDrifted = false;
afterAll(() => {
  if (listedAsDrifting() && !fileDrifted) {
    throw new Error(
      'Every fake API answer of this file now matches the contract: take it off FILES_WITH_DRIFTING_FAKES.',
    );
  }
});
