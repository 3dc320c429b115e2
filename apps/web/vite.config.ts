import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainCss } from './build/domain-css';
import { landingImages } from './build/landing-images';

export default defineConfig({
  plugins: [domainCss(), landingImages(), react()],
  css: {
    // Lightning CSS resolves the custom media (breakpoints from @filmlab/domain) at build time.
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    // build/prerender.ts reads it to link each pre-rendered page's lazy chunks and their CSS.
    manifest: true,
    sourcemap: true,
    cssMinify: 'lightningcss',
    rolldownOptions: {
      // @filmlab/domain is pure rules and constants (no I/O, no globals), so a chunk keeps only the
      // rules it uses: the landing page does not carry the price tables or the password list.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
    },
  },
});
