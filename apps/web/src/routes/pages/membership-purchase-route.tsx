import { useLocation, useSearchParams } from 'react-router';
import { PurchasePage } from '../../features/memberships/components/purchase-page';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageLoader } from '../../ui/spinner';

/** /memberships/purchase?tier=: visitors see the tier and are sent to sign up or log in, then come back. */
export function MembershipPurchaseRoute() {
  useDocumentTitle('Become a Member');
  const { user, isLoadingUser } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  if (isLoadingUser) return <PageLoader label="Loading…" />;
  return (
    <PurchasePage user={user ?? null} tierParam={params.get('tier')} here={`${location.pathname}${location.search}`} />
  );
}
