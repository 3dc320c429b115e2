import { useParams } from 'react-router';
import { isAdmin, useSession } from '../../features/session/use-session';
import { SettingsPage } from '../../features/settings/components/settings-page';

/** /users/{id}/settings and /admin/users/{id}/settings (the layout has checked the id). */
export function SettingsRoute() {
  const { userId } = useParams();
  const { user } = useSession();
  return <SettingsPage userId={Number(userId)} viewerIsAdmin={isAdmin(user)} />;
}
