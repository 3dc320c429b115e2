/**
 * The only script a pre-rendered page loads up front (build/prerender.ts): the page is already
 * readable, so its hero image is fetched and painted first, and the app (main.tsx, with the route's
 * chunks) loads after it instead of competing for the network and holding up the paint. Clicks on
 * the page's controls meanwhile are held and replayed once the app is ready (early-clicks.ts). It
 * is its own build entry (vite.config.ts).
 */

import { afterFirstPaint, startApp } from './lib/boot-loader';
import { holdEarlyClicks } from './lib/early-clicks';

if (document.querySelector('script[data-app]')) {
  holdEarlyClicks();
  afterFirstPaint(() => startApp());
}
