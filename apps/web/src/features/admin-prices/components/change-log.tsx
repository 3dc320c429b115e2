import type { PriceListChange } from '@filmlab/api';
import { PLANS, formatCents, isOneOf, PLAN_IDS, serviceLabel, PRICED_SERVICES } from '@filmlab/domain';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';

const SERVICE_KEYS = PRICED_SERVICES.map((s) => s.key);
function whatOf(change: PriceListChange): string {
  if (change.planId) return `${isOneOf(PLAN_IDS, change.planId) ? PLANS[change.planId].label : change.planId} fee`;
  const service = isOneOf(SERVICE_KEYS, change.service) ? serviceLabel(change.service) : (change.service ?? '');
  const tier =
    change.tier === 'NON_MEMBER' ? 'Non-member' : isOneOf(PLAN_IDS, change.tier) ? PLANS[change.tier].label : '';
  return `${service}, ${tier}`;
}

/** Every change staff made to a price list: when, who, what, from and to. */
export function ChangeLog({ changes }: { changes: PriceListChange[] }) {
  if (changes.length === 0) return <p>No changes yet — make a draft and change a price.</p>;
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
            <NumericCell>{formatCents(change.oldCents)}</NumericCell>
            <NumericCell>{formatCents(change.newCents)}</NumericCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
