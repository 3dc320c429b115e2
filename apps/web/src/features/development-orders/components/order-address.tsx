import { AddressChoice } from '../../../ui/address/address-choice';
import { Skeleton } from '../../../ui/skeleton';
import { useAddAddress, useSavedAddresses } from '../api/addresses';
import styles from './orders.module.css';

/**
 * Where an order's prepaid label is sent from and its negatives go back to: a saved address, or a
 * new one (with the address search) saved to the address book. The new order form and the summary
 * of an unpaid order use it.
 */
export function OrderAddress({
  userId,
  value,
  hint,
  onChoose,
}: {
  userId: number;
  /** The chosen address; null shows none chosen. */
  value: number | null;
  hint: string;
  onChoose: (addressId: number) => Promise<unknown>;
}) {
  const addresses = useSavedAddresses(userId);
  const add = useAddAddress(userId);
  if (!addresses.isSuccess) return <Skeleton height={120} />;
  return (
    <AddressChoice
      className={styles.section}
      titleId="order-address-title"
      title={
        <h2 id="order-address-title" className={styles.sectionTitle}>
          Your address
        </h2>
      }
      hint={<p className={styles.muted}>{hint}</p>}
      legend="Address"
      addresses={addresses.data}
      value={value}
      onChoose={onChoose}
      onCreate={(values) => add.mutateAsync(values)}
    />
  );
}
