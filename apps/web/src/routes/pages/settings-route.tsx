import { useNavigate, useParams } from 'react-router';
import { LabelsManager } from '../../features/library/components/labels-manager';
import { MembershipPanel } from '../../features/memberships/components/membership-panel';
import { useLogout } from '../../features/session/use-logout';
import { isAdmin, useSession } from '../../features/session/use-session';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { ShareLinksList } from '../../features/sharing/components/share-links-list';

/** /users/{id}/settings and /admin/users/{id}/settings (the layout has checked the id). */
export function SettingsRoute() {
  const { userId } = useParams();
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <SettingsPage
      userId={Number(userId)}
      viewerIsAdmin={isAdmin(user)}
      isOwnAccount={user !== undefined && user.id === Number(userId)}
      shareLinks={<ShareLinksList userId={Number(userId)} />}
      labels={<LabelsManager userId={Number(userId)} />}
      membership={(shown) => <MembershipPanel user={shown} />}
      onLoggedOutEverywhere={() => {
        logout();
        navigate('/login', { replace: true });
      }}
    />
  );
}
