import type { User } from '@filmlab/api';
import { useState, type ReactNode } from 'react';
import { MenuIcon } from '../../../ui/icons';
import { resetDraft } from '../../../lib/development-draft-reset';
import { LinkButton } from '../../../ui/link-button';
import { mobileMenuLinks, newOrderPath, userHeaderLinks } from '../nav-links';
import { AvatarMenu } from './avatar-menu';
import styles from './header.module.css';
import { Logo } from './logo';
import { NavList } from './nav-list';
import { ShippingLabelDialog } from './shipping-label-dialog';
import { SiteMenu } from './site-menu';

export interface UserHeaderProps {
  /** The signed-in person. */
  viewer: User;
  /** Whose pages these are: the viewer, or on admin paths the customer an admin is looking at. */
  userId: number | string;
  adminPath: boolean;
  onLogout: () => void;
  /** The cart button with its count and panel, composed in by the layout (spec 2.5, 2.12). */
  cart?: ReactNode;
}

/** The account header (spec 2.5): links by first-order state, New Order, Cart and the avatar menu. */
export function UserHeader({ viewer, userId, adminPath, onLogout, cart }: UserHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [labelOpen, setLabelOpen] = useState(false);
  const newOrder = newOrderPath(viewer, userId, adminPath);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo greetName={viewer} />
        <NavList links={userHeaderLinks(viewer, userId, adminPath)} label="Account" className={styles.userNav} />
        <div className={styles.actions}>
          <LinkButton onClick={resetDraft} to={newOrder} variant="primary" className={styles.hideBelowSm}>
            New Order
          </LinkButton>
          {cart}
          <AvatarMenu user={viewer} onLogout={onLogout} onRequestLabel={() => setLabelOpen(true)} />
          <button
            type="button"
            className={`${styles.iconLink} ${styles.mobileOnly}`}
            onClick={() => setMenuOpen(true)}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <SiteMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        links={mobileMenuLinks(viewer)}
        mainAction={{ label: 'New Order', to: newOrder }}
        onLogout={onLogout}
      />
      <ShippingLabelDialog
        open={labelOpen}
        onClose={() => setLabelOpen(false)}
        userId={Number(userId)}
        newOrderPath={newOrder}
      />
    </header>
  );
}
