import {
  INBOUND_LABEL_CODES,
  formatCents,
  serviceLevelLabel,
  shippingCents,
  type PlanId,
  type PriceList,
  type ServiceLevel,
} from '@filmlab/domain';
import { changeDraft, type DraftInbound } from '../../../lib/development-draft-store';
import { Select } from '../../../ui/select';

const LABEL_LEVELS = Object.keys(INBOUND_LABEL_CODES) as ServiceLevel[];

/** A label service's price for this plan: the price list's (FedEx Ground), else the lab's product price. */
export function labelCents(
  level: ServiceLevel,
  planId: PlanId,
  labelPrices: Partial<Record<ServiceLevel, number>>,
  list?: PriceList,
) {
  return shippingCents(INBOUND_LABEL_CODES[level]!, planId, list) ?? labelPrices[level] ?? null;
}

/** The prepaid label's service (the label is bought when the order is placed, from the order's address). */
export function LabelChoice({
  inbound,
  planId,
  labelPrices,
  prices,
}: {
  inbound: DraftInbound;
  planId: PlanId;
  labelPrices: Partial<Record<ServiceLevel, number>>;
  /** The lab's price list in force. */
  prices: PriceList;
}) {
  return (
    <Select
      label="Label service"
      hint="Your label is made when you place the order; download it from the order summary."
      value={inbound.serviceLevel ?? 'fedex_ground'}
      options={LABEL_LEVELS.map((level) => {
        const cents = labelCents(level, planId, labelPrices, prices);
        return {
          value: level,
          label: `${serviceLevelLabel(level)}${cents === null ? '' : cents === 0 ? ' (free)' : ` (${formatCents(cents)})`}`,
        };
      })}
      onChange={(event) =>
        changeDraft({ inbound: { ...inbound, serviceLevel: event.currentTarget.value as ServiceLevel } })
      }
    />
  );
}
