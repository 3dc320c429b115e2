import type { RouteContract } from './define.js';
import { routes } from './routes.js';

export interface NamedRoute {
  /** Its place in the route table: `orders.attachPayment`. */
  name: string;
  contract: RouteContract;
}

function isContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** Every contract of the route table, flattened and named by its place in the table. */
export function namedRoutes(): NamedRoute[] {
  const found: NamedRoute[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (isContract(node)) return void found.push({ name: prefix, contract: node });
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(routes, '');
  return found;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map(capitalized)
    .join('');

/**
 * The OpenAPI operationId of a route: the contract's own `operationId` when it has one, else its
 * place in the route table in camelCase (`orders.attachPayment` -> `ordersAttachPayment`), which
 * stays the same as long as the table's names do.
 */
export function operationIdFor(route: NamedRoute): string {
  if (route.contract.operationId) return route.contract.operationId;
  const [first = '', ...rest] = route.name.split('.');
  return first + rest.map(capitalized).join('');
}

/**
 * The operationId of a route outside the table, from its method and path:
 * `GET /users/:id/zip-downloads/socket` -> `getUsersByIdZipDownloadsSocket`.
 */
export function operationIdFromPath(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${camelWords(segment.slice(1))}` : camelWords(segment)));
  return method.toLowerCase() + words.join('');
}
