import type { User } from '@filmlab/api';
import { CART_PANEL_WIDTH_PX } from '@filmlab/domain';
import { useState } from 'react';
import { CartIcon, MenuIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { mobileMenuLinks, newOrderPath, userHeaderLinks } from '../nav-links';
import { AvatarMenu } from './avatar-menu';
import { CartDrawer } from './cart-drawer';
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
  cartCount?: number;
}

/** The account header (spec 2.5): links by first-order state, New Order, Cart and the avatar menu. */
export function UserHeader({ viewer, userId, adminPath, onLogout, cartCount = 0 }: UserHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [labelOpen, setLabelOpen] = useState(false);
  const newOrder = newOrderPath(viewer, userId, adminPath);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo greetName={viewer} />
        <NavList links={userHeaderLinks(viewer, userId, adminPath)} label="Account" className={styles.userNav} />
        <div className={styles.actions}>
          <LinkButton to={newOrder} variant="primary" className={styles.hideBelowSm}>
            New Order
          </LinkButton>
          <button
            type="button"
            className={`${styles.iconLink} ${styles.cartButton}`}
            onClick={() => setCartOpen(true)}
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
            aria-haspopup="dialog"
          >
            <CartIcon />
            <span className={styles.count} aria-hidden="true">
              {cartCount}
            </span>
          </button>
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
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} width={CART_PANEL_WIDTH_PX} />
      <ShippingLabelDialog open={labelOpen} onClose={() => setLabelOpen(false)} />
    </header>
  );
}
