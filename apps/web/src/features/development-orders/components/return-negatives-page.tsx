import {
  PLAN_IDS,
  RETURN_SERVICES,
  billedPlan,
  formatCents,
  isOneOf,
  orderNumber,
  returnRequestProblem,
  returnShippingCents,
  type ReturnServiceLevel,
} from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePriceList } from '../../../lib/use-price-list';
import { AddressForm, type AddressFormValues } from '../../../ui/address/address-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { PageLoader } from '../../../ui/spinner';
import { useSavedAddresses } from '../api/addresses';
import { useCustomer, useOrderSummary } from '../api/orders';
import { useAddAddress } from '../api/addresses';
import { useRequestReturn } from '../api/return-negatives';
import styles from './orders.module.css';

const oneLine = (a: { address1: string; address2: string | null; city: string; state: string; zip: string }) =>
  `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
const words = (error: unknown) =>
  error instanceof ApiError ? error.message : 'That did not work. Please try again in a moment.';

/**
 * /users/{id}/orders/{orderId}/return-negatives-form (and the admin mirror): where the negatives go
 * back (a saved address, or a new one), by which service, at the price of the customer's tier (free
 * where the plan includes return shipping). An unpaid order's total grows by it and is paid from its
 * summary; a paid order is invoiced the difference, paid there too. Staff buy the label when they
 * send the negatives.
 */
export function ReturnNegativesPage({
  userId,
  orderId,
  summaryPath,
  onRequested,
}: {
  userId: number;
  orderId: number;
  summaryPath: string;
  onRequested: () => void;
}) {
  const summary = useOrderSummary(userId, orderId);
  const customer = useCustomer(userId);
  const addresses = useSavedAddresses(userId);
  const request = useRequestReturn(userId, orderId);
  const addAddress = useAddAddress(userId);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [level, setLevel] = useState<ReturnServiceLevel>('return_negatives');
  const [adding, setAdding] = useState(false);
  // The list in force (the server charges the one the order was made with, the same unless it changed since).
  const prices = usePriceList();
  useDocumentTitle('Return Negatives');
  if (summary.isPending || customer.isPending || addresses.isPending) return <PageLoader />;
  if (summary.isError || customer.isError) return <p className={styles.page}>This order could not be found.</p>;

  const { order, rolls } = summary.data;
  const saved = addresses.data ?? [];
  const existing = order.shipments.find((s) => s.toCustomer);
  const chosenId = addressId ?? existing?.customerAddressId ?? saved.find((a) => a.primary)?.id ?? saved[0]?.id ?? null;
  const user = customer.data;
  const planId = billedPlan(isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER', user.active);
  const cents = returnShippingCents(level, planId, prices);
  const problem = returnRequestProblem(
    order.status,
    rolls.map((roll) => roll.status),
  );
  const unpaid = order.status === 'OPEN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenId !== null) request.mutate({ addressId: chosenId, serviceLevel: level }, { onSuccess: onRequested });
  };
  const saveAddress = ({ id: _id, ...values }: AddressFormValues) =>
    addAddress.mutate(values, {
      onSuccess: (address) => {
        setAddressId(address.id);
        setAdding(false);
      },
    });

  return (
    <section className={styles.page} aria-labelledby="return-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Return Negatives</p>
        <h1 id="return-title" className={styles.title}>
          Get the negatives of order #{orderNumber(order.id)} back
        </h1>
        <p>We post your negatives once they are developed and scanned, and e-mail you the tracking number.</p>
      </header>
      {problem ? (
        <Alert tone="info">
          {problem}. <Link to={summaryPath}>Back to the order</Link>.
        </Alert>
      ) : (
        <div className={styles.section}>
          <form onSubmit={submit} className={styles.section} aria-label="Return negatives">
            {saved.length > 0 ? (
              <RadioGroup
                legend="Send them to"
                name="return-address"
                value={chosenId === null ? '' : String(chosenId)}
                options={saved.map((a) => ({ value: String(a.id), label: oneLine(a) }))}
                onChange={(value) => setAddressId(Number(value))}
              />
            ) : (
              <p className={styles.muted}>Add the address we should send your negatives to.</p>
            )}
            <RadioGroup
              legend="Shipping"
              name="return-service"
              value={level}
              options={RETURN_SERVICES.map((service) => {
                const price = returnShippingCents(service.serviceLevel, planId, prices);
                return {
                  value: service.serviceLevel,
                  label: `${service.label} (${price === 0 ? 'free' : formatCents(price)})`,
                };
              })}
              onChange={(value) => setLevel(value as ReturnServiceLevel)}
            />
            <p aria-live="polite" className={styles.total}>
              {cents === 0
                ? 'Return shipping is included in your plan: nothing to pay.'
                : unpaid
                  ? `Return shipping: ${formatCents(cents)} plus tax, paid with the order.`
                  : order.status === 'COMPLETE'
                    ? `Return shipping: ${formatCents(cents)}.`
                    : `Return shipping: ${formatCents(cents)} plus tax, invoiced as the difference on your paid order.`}
            </p>
            {request.error && <Alert tone="danger">{words(request.error)}</Alert>}
            <div className={styles.rollActions}>
              <Button type="submit" variant="primary" disabled={chosenId === null || request.isPending}>
                {cents > 0 && order.status !== 'COMPLETE' ? 'Add return shipping and pay' : 'Send my negatives back'}
              </Button>
              <Link to={summaryPath}>Cancel</Link>
            </div>
          </form>
          {adding ? (
            <AddressForm
              saving={addAddress.isPending}
              error={addAddress.error ? words(addAddress.error) : null}
              canChoosePrimary={saved.length > 0}
              onSave={saveAddress}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button variant="ghost" onClick={() => setAdding(true)}>
              Add a new address
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
