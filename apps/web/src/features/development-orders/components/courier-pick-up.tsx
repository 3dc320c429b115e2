import { changeDraft, type DraftInbound } from '../../../lib/development-draft-store';
import { Alert } from '../../../ui/alert';
import { Select } from '../../../ui/select';
import { useAvailabilities } from '../api/courier-pick-ups';
import { useSavedAddresses } from '../api/addresses';
import styles from './orders.module.css';

const slotLabel = (slot: { start: string; end: string }) =>
  `${new Date(slot.start).toLocaleString('en-US', { weekday: 'long', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} – ${new Date(slot.end).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

/** The courier pick-up: which saved address, and one of the open windows there (booked when the order is placed). */
export function CourierPickUpChoice({ userId, inbound }: { userId: number; inbound: DraftInbound }) {
  const addresses = useSavedAddresses(userId);
  const saved = addresses.data ?? [];
  const chosen = inbound.customerAddressId ?? saved.find((a) => a.primary)?.id ?? saved[0]?.id ?? null;
  const slots = useAvailabilities(userId, chosen);
  if (addresses.isSuccess && saved.length === 0) {
    return <p className={styles.muted}>Add an address in your settings first: the courier collects from it.</p>;
  }
  return (
    <>
      <Select
        label="Collect from"
        value={chosen === null ? '' : String(chosen)}
        options={saved.map((a) => ({
          value: String(a.id),
          label: `${a.address1}${a.address2 ? ` ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`,
        }))}
        onChange={(event) =>
          changeDraft({
            inbound: { ...inbound, customerAddressId: Number(event.currentTarget.value) || null, pickUpStart: null },
          })
        }
      />
      {slots.isError && <Alert tone="danger">{slots.error.message}</Alert>}
      {slots.data && !slots.data.served && (
        <p className={styles.muted}>
          Our courier does not serve {slots.data.zip ?? 'this address'} yet: please choose another way.
        </p>
      )}
      {slots.data?.served && slots.data.slots.length === 0 && (
        <p className={styles.muted}>No pick-up times are open in the next days. Please choose another way.</p>
      )}
      {slots.data?.served && slots.data.slots.length > 0 && (
        <Select
          label="Pick-up time"
          placeholder="Choose a time"
          value={inbound.pickUpStart ?? ''}
          options={slots.data.slots.map((slot) => ({ value: slot.start, label: slotLabel(slot) }))}
          onChange={(event) =>
            changeDraft({
              inbound: { ...inbound, customerAddressId: chosen, pickUpStart: event.currentTarget.value || null },
            })
          }
        />
      )}
    </>
  );
}
