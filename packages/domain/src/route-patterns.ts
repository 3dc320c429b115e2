// Which paths are pages of the web app (spec section 2). The web app's route table is the one list:
// the build writes its patterns (apps/web/src/routes/route-patterns.ts) and the server matches a
// request against them to answer 200 or 404. Patterns are React Router's: `:name` is one segment,
// a trailing `*` any rest (a prefix route such as /orders/:orderId/*).

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether the pathname is one the pattern routes, as React Router matches them (case-insensitively). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, i) => {
    const actual = have[i]!;
    return segment.startsWith(':') ? actual !== '' : segment.toLowerCase() === actual.toLowerCase();
  });
}

/** Whether the pathname is a page of the app: it matches one of the route table's patterns. */
export function isAppRoute(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, pathname));
}
