import { MyRoutePage } from '../../features/couriers/components/my-route-page';
import { MessengerLayout } from '../layouts/messenger-layout';

/** /messenger: where a courier lands after logging in (spec 2.1 as extended for couriers). */
export function MessengerRoute() {
  return (
    <MessengerLayout>
      <MyRoutePage />
    </MessengerLayout>
  );
}
