import type { User } from '@filmlab/api';
import { formatCents } from '@filmlab/domain';
import { Avatar } from '../../../ui/avatar';
import { ChevronDownIcon } from '../../../ui/icons';
import { MenuAction, MenuAnchor, MenuButton, MenuLink, MenuSeparator } from '../../../ui/menu';
import { contactMailto } from '../../../lib/site';
import { membershipSummary } from '../membership';
import styles from './header.module.css';

export interface AvatarMenuProps {
  user: User;
  onLogout: () => void;
  onRequestLabel: () => void;
}

/**
 * The account menu (spec 2.5): name, credits, renewal or expiry date, tier, Settings, Referrals
 * with the code, Become A Member for non-members, the free USPS label, Contact Us and Logout.
 */
export function AvatarMenu({ user, onLogout, onRequestLabel }: AvatarMenuProps) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const membership = membershipSummary(user);
  const base = `/users/${user.id}`;
  return (
    <MenuButton
      label="Account menu"
      triggerClassName={styles.avatarTrigger}
      trigger={
        <>
          <Avatar name={name} src={user.profileImageUrl} size={34} />
          <ChevronDownIcon size={16} />
        </>
      }
      header={
        <div className={styles.accountSummary}>
          <p className={styles.accountName}>{name}</p>
          <dl className={styles.accountFacts}>
            <dt>Credits</dt>
            <dd>{formatCents(user.credits)}</dd>
            <dt>Tier</dt>
            <dd>{membership.tier}</dd>
            {membership.dateText && (
              <>
                <dt>Membership</dt>
                <dd>{membership.dateText}</dd>
              </>
            )}
          </dl>
        </div>
      }
    >
      <MenuSeparator />
      <MenuLink to={`${base}/settings`}>Settings</MenuLink>
      <MenuLink to={`${base}/referrals`} detail={user.referralCode}>
        Referrals
      </MenuLink>
      {!membership.isMember && <MenuLink to="/memberships/purchase">Become A Member</MenuLink>}
      <MenuAction onSelect={onRequestLabel}>Request USPS Shipping Label</MenuAction>
      <MenuAnchor href={contactMailto}>Contact Us</MenuAnchor>
      <MenuSeparator />
      <MenuAction onSelect={onLogout}>Logout</MenuAction>
    </MenuButton>
  );
}
