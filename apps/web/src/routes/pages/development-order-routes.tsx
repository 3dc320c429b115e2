import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmWithCredits } from '../../features/checkout/components/confirm-with-credits';
import { CustomerPayment } from '../../features/checkout/components/customer-payment';
import { useCustomer, usePayOrder } from '../../features/development-orders/api/orders';
import { AddRushPage } from '../../features/development-orders/components/add-rush-page';
import { ReturnNegativesPage } from '../../features/development-orders/components/return-negatives-page';
import { NewOrderPage } from '../../features/development-orders/components/new-order-page';
import { OrderStatusPage } from '../../features/development-orders/components/order-status-page';
import { OrderSummaryPage } from '../../features/development-orders/components/order-summary-page';
import { OrdersPage } from '../../features/development-orders/components/orders-page';
import { useSession } from '../../features/session/use-session';
import { queryKeys } from '../../lib/query-keys';
import { Button } from '../../ui/button';
import { PageLoader } from '../../ui/spinner';

const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Whose orders these are, and where their pages live (/users/{id} or /admin/users/{id}). */
function useOrdersOwner() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const { user, isLoadingUser } = useSession();
  const onboarding = pathname.startsWith('/onboarding');
  const id = positive(userId) ?? (onboarding ? (user?.id ?? null) : null);
  return {
    userId: id,
    // Onboarding is the signed-in user's: until they load, whose it is is not yet known.
    loadingOwner: onboarding && id === null && isLoadingUser,
    base: `${pathname.startsWith('/admin/') ? '/admin' : ''}/users/${id}`,
  };
}

/** /onboarding/rolls, /users/{id}/orders/new/rolls and the admin mirror. */
export function NewOrderRoute() {
  const { userId, loadingOwner, base } = useOrdersOwner();
  const customer = useCustomer(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (loadingOwner) return <PageLoader />;
  if (userId === null) return <Navigate to="/" replace />;
  if (!customer.data) return <PageLoader />;
  return (
    <NewOrderPage
      user={customer.data}
      onCreated={(orderId) => {
        // The entry route reads firstOrderCreated from the current user.
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
        navigate(`${base}/orders/${orderId}/summary`);
      }}
    />
  );
}

/** /users/{id}/orders. */
export function OrdersRoute() {
  const { userId, base } = useOrdersOwner();
  const { user } = useSession();
  if (userId === null) return <Navigate to="/" replace />;
  return <OrdersPage userId={userId} basePath={base} staff={user?.role === 'ADMIN'} />;
}

function PaySection({ userId, orderId, total }: { userId: number; orderId: number; total: number }) {
  const pay = usePayOrder(userId, orderId);
  // Credits cover it all: nothing to pay, so no card is asked for.
  if (total === 0) return <ConfirmWithCredits onConfirm={() => pay.withCard(null, 0)} />;
  return (
    <>
      <CustomerPayment userId={userId} total={total} ready onPay={(paymentId) => pay.withCard(paymentId, total)} />
      <Button variant="ghost" onClick={() => void pay.atTheLab()}>
        Pay at the lab instead
      </Button>
    </>
  );
}

/** /users/{id}/orders/{orderId}/summary, with the payment step while the order is unpaid. */
export function OrderSummaryRoute() {
  const { userId } = useOrdersOwner();
  const { user } = useSession();
  const orderId = positive(useParams().orderId);
  if (userId === null || orderId === null) return <Navigate to="/" replace />;
  return (
    <OrderSummaryPage
      userId={userId}
      orderId={orderId}
      staff={user?.role === 'ADMIN'}
      pay={(order, due) =>
        order.paymentInProgress === 'in_lab' ? (
          <p>You chose to pay at the lab.</p>
        ) : (
          <PaySection userId={userId} orderId={orderId} total={due} />
        )
      }
    />
  );
}

/**
 * Any other page of an order (/users/{id}/orders/{orderId}, .../rolls, an old link): the summary is
 * the order's page, so it goes there; an order id that is not a number goes to /.
 */
export function OrderPageRedirect() {
  const { userId, base } = useOrdersOwner();
  const orderId = positive(useParams().orderId);
  if (userId === null || orderId === null) return <Navigate to="/" replace />;
  return <Navigate to={`${base}/orders/${orderId}/summary`} replace />;
}

/** /users/{id}/orders/{orderId}/add-rush and the admin mirror; back to the summary to pay the difference. */
export function AddRushRoute() {
  const { userId, base } = useOrdersOwner();
  const orderId = positive(useParams().orderId);
  const navigate = useNavigate();
  if (userId === null || orderId === null) return <Navigate to="/" replace />;
  const summaryPath = `${base}/orders/${orderId}/summary`;
  return (
    <AddRushPage userId={userId} orderId={orderId} summaryPath={summaryPath} onAdded={() => navigate(summaryPath)} />
  );
}

/** /users/{id}/orders/{orderId}/return-negatives-form and the admin mirror; back to the summary (to pay, if anything). */
export function ReturnNegativesRoute() {
  const { userId, base } = useOrdersOwner();
  const orderId = positive(useParams().orderId);
  const navigate = useNavigate();
  if (userId === null || orderId === null) return <Navigate to="/" replace />;
  const summaryPath = `${base}/orders/${orderId}/summary`;
  return (
    <ReturnNegativesPage
      userId={userId}
      orderId={orderId}
      summaryPath={summaryPath}
      onRequested={() => navigate(summaryPath)}
    />
  );
}

/** /orders/{orderId}?token=...: a development order's status through the link in its e-mails. */
export function OrderStatusRoute({ orderId, token }: { orderId: number; token: string | null }) {
  return <OrderStatusPage orderId={orderId} token={token} />;
}
