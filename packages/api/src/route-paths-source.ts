import type { RouteContract } from './define.js';
import { routes } from './routes.js';

const quote = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** The text of route-paths.ts for the route table as it is now (scripts/write-route-paths.ts formats it). */
export function routePathsSource(): string {
  const groups = Object.entries(routes).map(([group, table]) => {
    const lines = Object.entries(table as Record<string, RouteContract>).map(
      ([name, route]) =>
        `    ${name}: { method: ${quote(route.method)}, path: ${quote(route.path)}, access: ${quote(route.access)} },`,
    );
    return [`  ${group}: {`, ...lines, '  },'].join('\n');
  });
  return [
    '// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.',
    '// The route table without its schemas, for clients that link and fetch by it (see route-path-types.ts).',
    "import type { RoutePaths } from './route-path-types.js';",
    '',
    "export type { RoutePath, RoutePaths } from './route-path-types.js';",
    '',
    'export const routePaths: RoutePaths = {',
    ...groups,
    '};',
    '',
  ].join('\n');
}
