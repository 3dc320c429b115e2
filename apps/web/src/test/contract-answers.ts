import { routes, type RouteContract } from '@filmlab/api';

/**
 * The web tests' fake API answers, held to the contract: a 2xx JSON answer a test makes up for a
 * route of the contract is parsed with that route's response schema, so a fixture that drifted from
 * the contract (a field renamed or dropped on the server) fails its test instead of passing on a
 * shape the server never sends. Each drift is recorded; the test's afterEach fails with it (setup.ts).
 */
interface Matcher {
  method: string;
  pattern: RegExp;
  contract: RouteContract;
}

let matchers: Matcher[] | undefined;
function allMatchers(): Matcher[] {
  matchers ??= Object.values(routes).flatMap((group) =>
    Object.values(group as Record<string, RouteContract>).map((contract) => ({
      method: contract.method,
      contract,
      // Fastify style (/users/:id/rolls) to a whole-path pattern under /api.
      pattern: new RegExp(`^/api${contract.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    })),
  );
  return matchers;
}

/** The contract of `METHOD /api/...`, preferring a literal segment over a parameter (/rolls/new over /rolls/:id). */
export function contractOf(method: string, pathname: string): RouteContract | undefined {
  const found = allMatchers().filter((m) => m.method === method && m.pattern.test(pathname));
  found.sort((a, b) => (a.contract.path.match(/:/g)?.length ?? 0) - (b.contract.path.match(/:/g)?.length ?? 0));
  return found[0]?.contract;
}

const drift: string[] = [];

/** Parses a fake answer against its contract and records a drift; the answer itself goes on unchanged. */
export async function checkFakeAnswer(method: string, pathname: string, response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return;
  const contract = contractOf(method, pathname);
  if (!contract) return;
  const text = await response.clone().text();
  if (text === '') return;
  const parsed = contract.response.safeParse(JSON.parse(text));
  if (parsed.success) return;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  drift.push(`${method} ${pathname} (contract ${contract.method} ${contract.path}): ${issues}`);
}

/** The drifts recorded since the last call, and forgets them. */
export function takeDrift(): string[] {
  return drift.splice(0, drift.length);
}
