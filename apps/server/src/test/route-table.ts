import { routes, type RouteContract } from '@filmlab/api';

export interface NamedRoute {
  name: string;
  contract: RouteContract;
}

function isContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** Every contract of the route table, flattened, for tests that must cover all routes. */
export function allRoutes(): NamedRoute[] {
  const found: NamedRoute[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (isContract(node)) return void found.push({ name: prefix, contract: node });
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(routes, '');
  return found;
}

/** A concrete URL for a contract path: `:id` becomes the given user id, other params a harmless number. */
/** Path parameters that are words, not ids: a valid one, so a call is judged on the rest. */
const WORD_PARAMS: Record<string, string> = {
  eventId: 'RECEIVED',
  plan: 'VERY_NICE_2025',
  zip: '11211',
  trackerStatus: 'in_transit',
  event: 'RECEIVED',
  code: 'KYVCBB',
};

export function fillPath(path: string, userId: number, other = 999999): string {
  return `/api${path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'id' ? String(userId) : (WORD_PARAMS[name] ?? String(other)),
  )}`;
}
