import type { Order } from '@filmlab/api';
import { payGuestOrder, payOrder } from '../api/order-calls';
import { CardForm } from './card-form';
import { ConfirmWithCredits } from './confirm-with-credits';
import { CustomerPayment } from './customer-payment';

/**
 * An unpaid order paid on its own page (an order left unpaid, a link from an e-mail): the customer's
 * saved or new card, a guest's card with their order's token, or one button when credits cover it.
 */
export function PayHere({
  order,
  userId,
  guestToken,
  onPaid,
}: {
  order: Order;
  /** The logged-in customer (their saved cards), or null. */
  userId: number | null;
  guestToken: string | null;
  onPaid: () => void;
}) {
  const pay = async (paymentId: string | null) => {
    try {
      if (guestToken && paymentId) await payGuestOrder(order.id, guestToken, paymentId, order.total);
      else await payOrder(order.id, paymentId, order.total);
    } finally {
      // Paid, or refused with a total that changed meanwhile: the page shows the order as it is now.
      onPaid();
    }
  };
  if (order.total === 0 && !guestToken) return <ConfirmWithCredits onConfirm={() => pay(null)} />;
  if (userId !== null && !guestToken) return <CustomerPayment userId={userId} total={order.total} ready onPay={pay} />;
  return <CardForm total={order.total} ready onPay={pay} />;
}
