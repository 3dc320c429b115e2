import type { RouteContract } from './define.js';
import { routes } from './routes.js';

type Group = keyof typeof routes;

/**
 * The areas of the light route table, one file each under route-paths/, so that no file grows long.
 * Every group of routes.ts is in exactly one area: a new group must be given one here.
 */
export const ROUTE_PATH_AREAS: Readonly<Record<string, readonly Group[]>> = {
  account: ['auth', 'users', 'addresses', 'addressSearch', 'preferences', 'profilePic', 'memberships', 'referrals'],
  site: ['locations', 'waitlist', 'blog', 'subscribers', 'socialSubmissions', 'pageWords', 'sitePhotos'],
  shop: ['products', 'collections', 'orders', 'guestOrders', 'tax', 'payments', 'prints'],
  development: [
    'developmentOrders',
    'developmentStatus',
    'orderAdjustments',
    'shippingLabels',
    'shippingTracking',
    'returnNegatives',
    'messengers',
  ],
  library: [
    'rolls',
    'scans',
    'tags',
    'shares',
    'sharedScans',
    'zipDownloads',
    'liveFeed',
    'scanRetention',
    'tiffUnlocks',
  ],
  lab: [
    'outbox',
    'jobs',
    'labBoard',
    'rollEvents',
    'vendorOrders',
    'labSettings',
    'lab',
    'stationTokens',
    'station',
    'priceLists',
  ],
};

/** One file of the light route table: its path under src/ and its text (unformatted). */
export interface RoutePathsFile {
  file: string;
  text: string;
}

const quote = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
const HEADER = '// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.';

function groupSource(group: Group): string {
  const lines = Object.entries(routes[group] as Record<string, RouteContract>).map(
    ([name, route]) =>
      `    ${name}: { method: ${quote(route.method)}, path: ${quote(route.path)}, access: ${quote(route.access)} },`,
  );
  return [`  ${group}: {`, ...lines, '  },'].join('\n');
}

/** Refuses a group in no area, in two, or unknown to routes.ts. */
function checkAreas(): void {
  const areas = new Map<Group, string>();
  for (const [area, groups] of Object.entries(ROUTE_PATH_AREAS)) {
    for (const group of groups) {
      if (!(group in routes)) throw new Error(`${group} (area ${area}) is not a group of routes.ts`);
      if (areas.has(group)) throw new Error(`${group} is in two areas: ${areas.get(group)} and ${area}`);
      areas.set(group, area);
    }
  }
  const missing = (Object.keys(routes) as Group[]).filter((group) => !areas.has(group));
  if (missing.length > 0) throw new Error(`give ${missing.join(', ')} an area in ROUTE_PATH_AREAS`);
}

/**
 * The text of route-paths.ts and of its area files under route-paths/ for the route table as it
 * is now (scripts/write-route-paths.ts formats and writes them).
 */
export function routePathsFiles(): RoutePathsFile[] {
  checkAreas();
  const areas = Object.entries(ROUTE_PATH_AREAS);
  const areaFiles = areas.map(([area, groups]) => ({
    file: `route-paths/${area}.ts`,
    text: [
      HEADER,
      `// The ${area} area of the light route table (route-paths.ts).`,
      "import type { RoutePaths } from '../route-path-types.js';",
      '',
      `export const ${area}Paths: Pick<RoutePaths, ${groups.map(quote).join(' | ')}> = {`,
      ...groups.map(groupSource),
      '};',
      '',
    ].join('\n'),
  }));
  const index = {
    file: 'route-paths.ts',
    text: [
      HEADER,
      '// The route table without its schemas, for clients that link and fetch by it (see route-path-types.ts),',
      '// one file per area under route-paths/.',
      "import type { RoutePaths } from './route-path-types.js';",
      ...areas.map(([area]) => `import { ${area}Paths } from './route-paths/${area}.js';`),
      '',
      "export type { RoutePath, RoutePaths } from './route-path-types.js';",
      '',
      `export const routePaths: RoutePaths = { ${areas.map(([area]) => `...${area}Paths`).join(', ')} };`,
      '',
    ].join('\n'),
  };
  return [index, ...areaFiles];
}
