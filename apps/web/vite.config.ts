import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainCss } from './build/domain-css';
import { fontFallbacks } from './build/font-fallbacks';
import { fontSubsets } from './build/font-subsets';
import { landingImages } from './build/landing-images';

// React Router's package exports only its development build (its framework plugin swaps in the
// production one); in data mode the browser build points at dist/production itself.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    domainCss(),
    fontFallbacks(),
    fontSubsets(path.resolve(import.meta.dirname, '../../node_modules/.cache/filmlab-fonts')),
    landingImages(),
    react(),
  ],
  resolve: command === 'build' ? { alias: { 'react-router': reactRouterProduction } } : {},
  // The server build carries its libraries: the app server renders the shop's pages with it at run
  // time from wherever the web build was copied to (apps/server/src/http/shop-pages.ts).
  ssr: { noExternal: true, target: 'node' },
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
    // The server build goes to dist/.ssr: the public folder is the browser build's alone.
    copyPublicDir: !isSsrBuild,
    // build/prerender.ts reads it to link each pre-rendered page's lazy chunks and their CSS.
    manifest: true,
    // Every browser the site supports preloads modules itself (and boot-loader.ts adds the links):
    // the polyfill would only weigh on the landing page's entry.
    modulePreload: { polyfill: false },
    sourcemap: true,
    cssMinify: 'lightningcss',
    rolldownOptions: {
      // boot.ts: the small first script of a pre-rendered page (build/prerender.ts), its own entry.
      input: { index: 'index.html', boot: 'src/boot.ts' },
      // @filmlab/domain is pure rules and constants (no I/O, no globals), so a chunk keeps only the
      // rules it uses: the landing page does not carry the price tables or the password list.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
      // React DOM in a chunk of its own: it runs in a task of its own as the app starts
      // (boot-loader.ts), not in one long task with the app's entry.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
                // The small modules the landing page shares with later chunks, in one chunk, not nine:
                // each chunk is a gzip stream of its own, and small ones compress badly.
                {
                  name: 'shared',
                  test: /([\\/]node_modules[\\/](zustand[\\/]esm[\\/]vanilla|react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime))|[\\/]packages[\\/]domain[\\/]src[\\/](email|landing-carousels|social-handle|gallery-viewer)|[\\/]src[\\/](lib[\\/]stored-state|ui[\\/]button-styles|content[\\/]landing[\\/]steps|features[\\/]marketing[\\/]seo[\\/]use-page-meta))\.m?[jt]sx?$/,
                },
                // The prices the landing copy quotes, and the rules they need, in one small chunk, not four.
                {
                  name: 'page-prices',
                  test: /([\\/]packages[\\/]domain[\\/]src[\\/](money|prices|plan-ids)|[\\/]src[\\/]lib[\\/]page-prices)\.ts$/,
                },
              ],
            },
          },
    },
  },
}));
