import { useParams } from 'react-router';
import { ReferralsPage } from '../../features/referrals/components/referrals-page';

/** /users/{id}/referrals (the layout has checked the id). */
export function ReferralsRoute() {
  const { userId } = useParams();
  return <ReferralsPage userId={Number(userId)} />;
}
