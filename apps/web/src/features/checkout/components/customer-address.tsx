import type { Order, User } from '@filmlab/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { AddressChoice } from '../../../ui/address/address-choice';
import { createAddress, type OrderChanges } from '../api/order-calls';
import styles from './checkout.module.css';

/**
 * Where a customer's order ships and is taxed: one of their saved addresses (the primary one to
 * start with) or a new one saved to their address book first (spec 2.10 and section 5).
 */
export function CustomerAddress({
  user,
  order,
  changeAddress,
}: {
  user: User;
  order: Order;
  changeAddress: (changes: OrderChanges) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const picked = useRef(false);
  const choose = (addressId: number) => changeAddress({ address: { addressId } });

  // The primary address is the starting choice; only once, so a change by the customer stands.
  const primary = user.addresses.find((a) => a.primary) ?? user.addresses[0];
  useEffect(() => {
    if (picked.current || order.address || !primary) return;
    picked.current = true;
    choose(primary.id).catch((error: unknown) => console.error('Choosing the primary address failed', error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.address, primary?.id]);

  return (
    <AddressChoice
      className={styles.section}
      titleId="address-title"
      title={
        <h2 id="address-title" className={styles.sectionTitle}>
          Shipping address
        </h2>
      }
      legend="Ship to"
      addresses={user.addresses}
      value={order.address?.addressId ?? null}
      onChoose={choose}
      onCreate={async (values) => {
        const saved = await createAddress(user.id, values);
        await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
        return saved;
      }}
    />
  );
}
