/**
 * The only script a pre-rendered page loads up front (build/prerender.ts): the page is already
 * readable, so its hero image is fetched and painted first, and the app (main.tsx, with the route's
 * chunks) loads after it instead of competing for the network and holding up the paint. It is
 * its own build entry (vite.config.ts).
 */

import { afterFirstPaint, startApp } from './lib/boot-loader';

if (document.querySelector('script[data-app]')) afterFirstPaint(() => startApp());
