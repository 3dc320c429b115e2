import type { PriceListChange } from '@filmlab/api';
import {
  PLANS,
  PLAN_IDS,
  PRICED_SERVICES,
  creditsText,
  formatCents,
  isOneOf,
  serviceLabel,
  type Credits,
} from '@filmlab/domain';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';

const SERVICE_KEYS = PRICED_SERVICES.map((s) => s.key);
const CREDIT_NAMES = { devScan: 'dev + scan', scan4K: '4K', rush: 'rush', proScan: 'pro scan' } as const;

function whatOf(change: PriceListChange): string {
  const plan = change.planId && (isOneOf(PLAN_IDS, change.planId) ? PLANS[change.planId].label : change.planId);
  if (plan && change.credit) return `${plan} ${CREDIT_NAMES[change.credit]} credits per period`;
  if (plan) return `${plan} fee`;
  const service = change.printSize
    ? `${change.printSize} print`
    : isOneOf(SERVICE_KEYS, change.service)
      ? serviceLabel(change.service)
      : (change.service ?? '');
  const tier =
    change.tier === 'NON_MEMBER' ? 'Non-member' : isOneOf(PLAN_IDS, change.tier) ? PLANS[change.tier].label : '';
  return `${service}, ${tier}`;
}

/** A change's value: cents as money, credits as a number or Unlimited. */
function valueOf(cents: number | null, credits: Credits | null): string {
  if (cents !== null) return formatCents(cents);
  return credits === null ? '' : creditsText(credits);
}

/** Every change staff made to a price list: when, who, what, from and to. */
export function ChangeLog({ changes }: { changes: PriceListChange[] }) {
  if (changes.length === 0) return <p>No changes yet — make a draft and change a price or a plan’s credits.</p>;
  return (
    <Table aria-label="Change log">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">List</th>
          <th scope="col">What</th>
          <NumericHeader scope="col">From</NumericHeader>
          <NumericHeader scope="col">To</NumericHeader>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.id}>
            <td>{new Date(change.at).toLocaleString()}</td>
            <td>{change.userName ?? 'Someone'}</td>
            <td>#{change.priceListId}</td>
            <td>{whatOf(change)}</td>
            <NumericCell>{valueOf(change.oldCents, change.oldCredits)}</NumericCell>
            <NumericCell>{valueOf(change.newCents, change.newCredits)}</NumericCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
