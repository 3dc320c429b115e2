import { routes, type RouteContract } from '@filmlab/api';

/**
 * The web tests' fake API answers, held to the contract: a 2xx JSON answer a test makes up for a
 * route of the contract is parsed with that route's response schema, so a fixture that drifted from
 * the contract (a field renamed or dropped on the server) fails its test instead of passing on a
 * shape the server never sends. Each drift is recorded; the test's afterEach fails with it.
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

/**
 * Test files whose fakes still drift from the contract (found when this check came in): their drift is
 * not yet a failure. The list only shrinks: a listed file whose fakes all match fails until it is taken
 * off (setup.ts), and every other file is held to the contract.
 */
export const FILES_WITH_DRIFTING_FAKES: ReadonlySet<string> = new Set([
  'src/features/auth/api/login.test.ts',
  'src/features/checkout/checkout-endings.test.tsx',
  'src/features/checkout/checkout.test.tsx',
  'src/features/checkout/saved-cards.test.tsx',
  'src/features/checkout/stripe-checkout.test.tsx',
  'src/features/community/community.test.tsx',
  'src/features/development-orders/development-orders.test.tsx',
  'src/features/development-orders/labels.test.tsx',
  'src/features/development-orders/pay-on-summary.test.tsx',
  'src/features/development-orders/return-negatives.test.tsx',
  'src/features/header/shipping-label-dialog.test.tsx',
  'src/features/library/library.test.tsx',
  'src/features/marketing/footer/marketing-footer.test.tsx',
  'src/features/prints/prints.test.tsx',
  'src/features/roll-events/roll-events.test.tsx',
  'src/features/tiff-unlocks/tiff-unlocks.test.tsx',
  'src/lib/api-client.test.ts',
  'src/routes/pages/staff-wording.test.tsx',
  'src/routes/pages/zip-download.test.tsx',
]);

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
