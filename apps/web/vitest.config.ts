import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A page test's first render loads its route chunks; on a busy two-core CI machine that alone
    // has taken over 5 s, so the default time-out failed tests that were right.
    testTimeout: 15_000,
  },
});
