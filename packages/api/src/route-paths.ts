// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The route table without its schemas, for clients that link and fetch by it (see route-path-types.ts),
// one file per area under route-paths/.
import type { RoutePaths } from './route-path-types.js';
import { accountPaths } from './route-paths/account.js';
import { sitePaths } from './route-paths/site.js';
import { shopPaths } from './route-paths/shop.js';
import { developmentPaths } from './route-paths/development.js';
import { libraryPaths } from './route-paths/library.js';
import { labPaths } from './route-paths/lab.js';

export type { RoutePath, RoutePaths } from './route-path-types.js';

export const routePaths: RoutePaths = {
  ...accountPaths,
  ...sitePaths,
  ...shopPaths,
  ...developmentPaths,
  ...libraryPaths,
  ...labPaths,
};
