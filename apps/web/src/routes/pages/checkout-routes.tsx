import { Navigate, useParams, useSearchParams } from 'react-router';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { useSession } from '../../features/session/use-session';
import { OrderStatusRoute } from './development-order-routes';
import { PageLoader } from '../../ui/spinner';

/** /checkout: guests check out here; a logged-in customer goes to their own checkout. */
export function GuestCheckoutRoute() {
  const { user, isLoadingUser } = useSession();
  if (isLoadingUser) return <PageLoader />;
  if (user) return <Navigate to={`/users/${user.id}/checkout`} replace />;
  return <CheckoutPage />;
}

/** /users/{userId}/checkout (the user layout has already checked whose page this is). */
export function UserCheckoutRoute() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return <CheckoutPage user={user} />;
}

/**
 * /orders/{orderId}: the order confirmation (a guest's with `?guestToken=`, the link in their receipt); with
 * `?token=` (the status link in a development
 * order's e-mails) the order's status, without logging in.
 */
export function OrderRoute() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  // A guest's receipt links to their order with its own token, which opens it in any browser.
  const guestToken = search.get('guestToken');
  const { user, isLoadingUser } = useSession();
  if (!/^[1-9]\d{0,9}$/.test(orderId)) return <Navigate to="/" replace />;
  if (token !== null) return <OrderStatusRoute orderId={Number(orderId)} token={token} />;
  if (isLoadingUser) return <PageLoader />;
  return <OrderConfirmation orderId={orderId} userId={user?.id ?? null} guestToken={guestToken} />;
}
