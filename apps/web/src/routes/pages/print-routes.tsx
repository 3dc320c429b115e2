import { Navigate, useLocation, useParams } from 'react-router';
import { LargeFormatPage } from '../../features/prints/components/large-format-page';
import { PrintOrderPage } from '../../features/prints/components/print-order-page';
import { SmallPrintsPage } from '../../features/prints/components/small-prints-page';
import { useSession } from '../../features/session/use-session';
import { buyerOf } from '../../lib/buyer';

const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Whose prints these are (/users/{id} or /admin/users/{id}) and who is buying. */
function usePrintOwner() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const base = `${pathname.startsWith('/admin/') ? '/admin' : ''}/users/${userId}`;
  return { userId: positive(userId), base, buyer: buyerOf(user), staff: user?.role === 'ADMIN' };
}

/** /users/{id}/small-print-orders (spec 2.3). */
export function SmallPrintsRoute() {
  const { userId, buyer } = usePrintOwner();
  if (userId === null) return <Navigate to="/" replace />;
  return <SmallPrintsPage userId={userId} buyer={buyer} />;
}

/** /users/{id}/print-orders/new/selector. */
export function LargeFormatRoute() {
  const { userId, buyer } = usePrintOwner();
  if (userId === null) return <Navigate to="/" replace />;
  return <LargeFormatPage userId={userId} buyer={buyer} />;
}

/** /users/{id}/print-orders/{printId} (prefix). */
export function PrintOrderRoute() {
  const { userId, base, staff } = usePrintOwner();
  const printId = positive(useParams().printId);
  if (userId === null) return <Navigate to="/" replace />;
  if (printId === null) return <Navigate to={`${base}/orders`} replace />;
  return <PrintOrderPage key={printId} userId={userId} printId={printId} staff={staff} />;
}
