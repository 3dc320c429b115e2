import { namedRoutes, type NamedRoute } from '@filmlab/api';

export type { NamedRoute };

/** Every contract of the route table, flattened, for tests that must cover all routes. */
export function allRoutes(): NamedRoute[] {
  return namedRoutes();
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
