import { PLAN_IDS, formatCents, isOneOf, orderNumber, priceAddRush, rushProblem } from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { PageLoader } from '../../../ui/spinner';
import { useAddRush } from '../api/order-status';
import { useCustomer, useOrderSummary, useServiceCredits } from '../api/orders';
import styles from './orders.module.css';

/**
 * /users/{id}/orders/{orderId}/add-rush (and the admin mirror): choose rolls not yet rushed nor
 * scanned, see what it adds (rush credits first), confirm; the server re-prices the order and the
 * difference is paid on its summary (with the order, or, once it is paid, as an invoice for the
 * difference).
 */
export function AddRushPage({
  userId,
  orderId,
  summaryPath,
  onAdded,
}: {
  userId: number;
  orderId: number;
  summaryPath: string;
  onAdded: () => void;
}) {
  const summary = useOrderSummary(userId, orderId);
  const customer = useCustomer(userId);
  const balance = useServiceCredits(userId);
  const addRush = useAddRush(userId, orderId);
  const [chosen, setChosen] = useState<number[]>([]);
  useDocumentTitle('Add Rush');
  if (summary.isPending || customer.isPending || balance.isPending) return <PageLoader />;
  if (summary.isError || customer.isError) return <p className={styles.page}>This order could not be found.</p>;

  const { order, rolls, credits } = summary.data;
  const user = customer.data;
  const planId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  // Credits this open order already counts on are not there for the new rush (a paid order spent them).
  const open = order.status === 'OPEN';
  const rushCredits = Math.max(0, (balance.data?.rush ?? 0) - (open ? credits.used.rush : 0));
  const closed = order.status === 'COMPLETE' || order.status === 'CANCELED';
  const price = priceAddRush({ planId, active: user.active, rushCredits, rolls: chosen.length });
  const rushable = rolls.filter((roll) => rushProblem(roll) === null);
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) addRush.mutate(chosen, { onSuccess: onAdded });
  };

  return (
    <section className={styles.page} aria-labelledby="rush-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Add Rush</p>
        <h1 id="rush-title" className={styles.title}>
          Rush rolls of order #{orderNumber(order.id)}
        </h1>
        <p>Rushed rolls go to the front of the queue.</p>
      </header>
      {closed ? (
        <Alert tone="info">
          This order is {order.status.toLowerCase()}; it takes no more rush.{' '}
          <Link to={summaryPath}>Back to the order</Link>.
        </Alert>
      ) : rushable.length === 0 ? (
        <p>
          Every roll of this order is rushed or already scanned. <Link to={summaryPath}>Back to the order</Link>.
        </p>
      ) : (
        <form onSubmit={submit} className={styles.section}>
          <fieldset className={styles.checks}>
            <legend className={styles.sectionTitle}>Rolls to rush</legend>
            {rushable.map((roll) => (
              <Checkbox
                key={roll.id}
                label={`Roll ${rolls.indexOf(roll) + 1}: ${[roll.brand, roll.model].filter(Boolean).join(' ')} · ${roll.format}`}
                checked={chosen.includes(roll.id)}
                onChange={(event) => toggle(roll.id, event.currentTarget.checked)}
              />
            ))}
          </fieldset>
          <p aria-live="polite" className={styles.total}>
            {chosen.length === 0
              ? 'Choose the rolls to rush.'
              : `${chosen.length} roll${chosen.length === 1 ? '' : 's'}: ${formatCents(price.cents)} plus tax` +
                (price.credited > 0 ? ` (${price.credited} paid with rush credits)` : '') +
                (open || price.cents === 0 ? '' : ', invoiced as the difference on your paid order')}
          </p>
          {addRush.error && (
            <Alert tone="danger">
              {addRush.error instanceof ApiError ? addRush.error.message : 'That did not work. Please try again.'}
            </Alert>
          )}
          <div className={styles.rollActions}>
            <Button type="submit" variant="primary" disabled={chosen.length === 0 || addRush.isPending}>
              {price.cents > 0 ? 'Add rush and pay the difference' : 'Add rush'}
            </Button>
            <Link to={summaryPath}>Cancel</Link>
          </div>
        </form>
      )}
    </section>
  );
}
