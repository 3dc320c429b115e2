import {
  INBOUND_LABEL_CODES,
  formatCents,
  serviceLevelLabel,
  shippingCents,
  type PlanId,
  type ServiceLevel,
} from '@filmlab/domain';
import { changeDraft, type DraftInbound } from '../../../lib/development-draft-store';
import { Select } from '../../../ui/select';
import { useSendFromAddresses } from '../api/labels';
import styles from './orders.module.css';

const LABEL_LEVELS = Object.keys(INBOUND_LABEL_CODES) as ServiceLevel[];

/** A label service's price for this plan: the domain's figure, else the lab's product price. */
export function labelCents(level: ServiceLevel, planId: PlanId, labelPrices: Partial<Record<ServiceLevel, number>>) {
  return shippingCents(INBOUND_LABEL_CODES[level]!, planId) ?? labelPrices[level] ?? null;
}

/** The prepaid label's service and the saved address it is sent from (the label is bought when the order is placed). */
export function LabelChoice({
  userId,
  inbound,
  planId,
  labelPrices,
}: {
  userId: number;
  inbound: DraftInbound;
  planId: PlanId;
  labelPrices: Partial<Record<ServiceLevel, number>>;
}) {
  const addresses = useSendFromAddresses(userId);
  const saved = addresses.data ?? [];
  const chosen = inbound.customerAddressId ?? saved.find((a) => a.primary)?.id ?? saved[0]?.id ?? null;
  return (
    <>
      <Select
        label="Label service"
        value={inbound.serviceLevel ?? 'fedex_ground'}
        options={LABEL_LEVELS.map((level) => {
          const cents = labelCents(level, planId, labelPrices);
          return {
            value: level,
            label: `${serviceLevelLabel(level)}${cents === null ? '' : cents === 0 ? ' (free)' : ` (${formatCents(cents)})`}`,
          };
        })}
        onChange={(event) =>
          changeDraft({ inbound: { ...inbound, serviceLevel: event.currentTarget.value as ServiceLevel } })
        }
      />
      {saved.length > 0 ? (
        <Select
          label="Send from"
          hint="Your label is made when you place the order; download it from the order summary."
          value={chosen === null ? '' : String(chosen)}
          options={saved.map((a) => ({
            value: String(a.id),
            label: `${a.address1}${a.address2 ? ` ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`,
          }))}
          onChange={(event) =>
            changeDraft({ inbound: { ...inbound, customerAddressId: Number(event.currentTarget.value) || null } })
          }
        />
      ) : (
        addresses.isSuccess && (
          <p className={styles.muted}>Add an address in your settings first: the label is sent from it.</p>
        )
      )}
    </>
  );
}
