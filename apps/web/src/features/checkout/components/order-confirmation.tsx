import type { Order } from '@filmlab/api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCartState } from '../../../lib/cart-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { PageLoader } from '../../../ui/spinner';
import { getGuestOrder, getOrder } from '../api/order-calls';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary';
import { PayHere } from './pay-here';

/** /orders/{orderId}: the confirmation, read back from the server (a guest with their order's token). */
export function OrderConfirmation({
  orderId,
  userId,
  guestToken: linked = null,
}: {
  orderId: string;
  userId: number | null;
  /** The guest's order token from their receipt's link; else the one this browser kept when it placed the order. */
  guestToken?: string | null;
}) {
  const loggedIn = userId !== null;
  const guest = useCartState((state) => state.lastGuestOrder);
  const guestToken = linked ?? (guest && String(guest.id) === orderId ? guest.token : null);
  const order = useQuery<Order | null>({
    queryKey: ['orders', orderId, loggedIn ? 'customer' : guestToken],
    queryFn: ({ signal }) =>
      loggedIn ? getOrder(orderId, signal) : guestToken ? getGuestOrder(orderId, guestToken, signal) : null,
  });
  useDocumentTitle(order.data ? `Order ${order.data.orderNumber}` : 'Order');

  if (order.isPending) return <PageLoader />;
  if (order.isError || !order.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>We couldn’t find that order</h1>
        {order.isError && <Alert tone="danger">{order.error.message}</Alert>}
        <p className={styles.lede}>
          If you just paid, check your e-mail for the receipt. <Link to="/collections">Back to the shop</Link>.
        </p>
      </div>
    );
  }
  const atLab = order.data.paymentInProgress === 'in_lab';
  const paid = !atLab && order.data.status !== 'OPEN' && order.data.status !== 'CANCELED';
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{paid || atLab ? 'Thank you' : 'Order'}</p>
      <h1 className={styles.title}>
        {paid || atLab ? 'Your order is in' : 'Your order'} ·{' '}
        <span className={styles.money}>{order.data.orderNumber}</span>
      </h1>
      <p className={styles.lede}>
        {atLab
          ? 'We’ve set it aside for you. Pay with cash or card at the lab, and we’ll get it ready once it’s paid.'
          : paid
            ? `We’ll e-mail ${order.data.guestEmail ?? 'you'} when it ships.`
            : 'This order is waiting for payment: pay for it below.'}
      </p>
      <div className={styles.confirmation}>
        <OrderSummary order={order.data} calculating={false} />
        {!paid && !atLab && order.data.status === 'OPEN' && (
          <PayHere
            order={order.data}
            userId={userId}
            guestToken={loggedIn ? null : guestToken}
            onPaid={() => void order.refetch()}
          />
        )}
      </div>
      <p>
        <Link to="/collections">Keep shopping</Link>
      </p>
    </div>
  );
}
