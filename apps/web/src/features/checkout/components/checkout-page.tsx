import type { Order, User } from '@filmlab/api';
import { cartSummary, formatCents } from '@filmlab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCartState } from '../../../lib/cart-store';
import { catalogueKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Spinner } from '../../../ui/spinner';
import type { OrderChanges } from '../api/order-calls';
import { useCheckoutOrder } from '../use-checkout-order';
import { CardForm } from './card-form';
import styles from './checkout.module.css';
import { CustomerAddress } from './customer-address';
import { CustomerPayment } from './customer-payment';
import { GuestDetails } from './guest-details';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { PromoForm } from './promo-form';

/**
 * /checkout for guests and /users/{id}/checkout for customers: address, promo code, account credit
 * and card, beside the order as the server priced it.
 */
export function CheckoutPage({ user }: { user?: User }) {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lines = useCartState((state) => state.cart.lines);
  const checkout = useCheckoutOrder(user ? 'customer' : 'guest');
  const { order } = checkout;
  const [calculating, setCalculating] = useState(false);

  // Address changes reprice the tax: the tax line reads 'Calculating...' meanwhile (spec 2.10).
  const changeAddress = async (changes: OrderChanges) => {
    setCalculating(true);
    try {
      return await checkout.change(changes);
    } finally {
      setCalculating(false);
    }
  };
  const saveGuest: typeof checkout.saveGuest = async (details) => {
    setCalculating(true);
    try {
      return await checkout.saveGuest(details);
    } finally {
      setCalculating(false);
    }
  };
  const pay = async (paymentId: string) => {
    try {
      const paid = await checkout.pay(paymentId);
      navigate(`/orders/${paid.id}`);
    } catch (error) {
      // Sold out meanwhile: reload the cart's products so their lines come down to the stock.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.allCartProducts });
      }
      throw error;
    }
  };

  const payInLab = async () => {
    const placed = await checkout.payInLab();
    navigate(`/orders/${placed.id}`);
  };

  const ready = Boolean(order?.address) && !calculating && !checkout.syncing;

  if (lines.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <p className={styles.lede}>
          Your cart is empty. <Link to="/collections">Find something in the shop</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      {checkout.syncError && <Alert tone="danger">{checkout.syncError}</Alert>}
      <div className={styles.columns}>
        <div className={styles.steps}>
          {user ? (
            order && <CustomerAddress user={user} order={order} changeAddress={changeAddress} />
          ) : (
            <GuestDetails key={order?.id ?? 'new'} order={order} saveGuest={saveGuest} />
          )}
          {order && (
            <section className={styles.section} aria-labelledby="savings-title">
              <h2 id="savings-title" className={styles.sectionTitle}>
                Savings
              </h2>
              <PromoForm order={order} change={checkout.change} />
              {user && user.credits > 0 && (
                <CreditToggle order={order} credits={user.credits} change={checkout.change} />
              )}
            </section>
          )}
          <PaymentChoice
            ready={ready}
            onPayInLab={payInLab}
            cardForm={
              user ? (
                <CustomerPayment userId={user.id} total={order?.total ?? 0} ready={ready} onPay={pay} />
              ) : (
                <CardForm total={order?.total ?? 0} ready={ready} onPay={pay} />
              )
            }
          />
        </div>
        <aside className={styles.aside} aria-label="Your order">
          {order ? (
            <OrderSummary order={order} calculating={calculating || checkout.syncing} />
          ) : checkout.syncing ? (
            <Spinner />
          ) : (
            <CartPreview />
          )}
        </aside>
      </div>
    </div>
  );
}

/** Before a guest's order exists: the cart as added, marked as an estimate. */
function CartPreview() {
  const lines = useCartState((state) => state.cart.lines);
  return (
    <section className={styles.summary} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.sectionTitle}>
        Your cart
      </h2>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.tempKey}>
            <span>
              {line.name}
              {line.variantName && <span className={styles.muted}> · {line.variantName}</span>}
              <span className={styles.muted}> × {line.quantity}</span>
            </span>
            <span className={styles.money}>{formatCents(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        Subtotal about {formatCents(cartSummary(lines).subtotal)}. Shipping, tax and your total follow your address.
      </p>
    </section>
  );
}

function CreditToggle({
  order,
  credits,
  change,
}: {
  order: Order;
  credits: number;
  change: (changes: OrderChanges) => Promise<Order>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Checkbox
        label={`Use my account credit (${formatCents(credits)})`}
        checked={order.applyCredit}
        disabled={busy}
        onChange={(event) => {
          const applyCredit = event.currentTarget.checked;
          setBusy(true);
          setError(null);
          change({ applyCredit })
            .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)))
            .finally(() => setBusy(false));
        }}
      />
      {error && <Alert tone="danger">{error}</Alert>}
    </>
  );
}
