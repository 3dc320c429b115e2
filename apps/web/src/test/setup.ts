import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';

// Route chunks are imported lazily; the first import of a file in a cold run can take a while.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration and the shop layout call it.
  window.scrollTo = () => {};
  localStorage.clear();
  sessionStore.setState({ token: null, loginError: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
