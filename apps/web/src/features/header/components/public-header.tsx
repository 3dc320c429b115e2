import type { User } from '@filmlab/api';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { MenuIcon, UserIcon } from '../../../ui/icons';
import { resetDraft } from '../../../lib/development-draft-reset';
import { LinkButton } from '../../../ui/link-button';
import { mobileMenuLinks, newOrderPath, PUBLIC_HEADER_LINKS } from '../nav-links';
import styles from './header.module.css';
import { Logo } from './logo';
import { NavList } from './nav-list';

// The menu (and its drawer) loads when first opened: the marketing pages' entry stays small.
const SiteMenu = lazy(async () => ({ default: (await import('./site-menu')).SiteMenu }));

export interface PublicHeaderProps {
  isLoggedIn: boolean;
  /** The signed-in user once loaded. */
  user?: User;
  onLogout: () => void;
}

/**
 * The public header (spec 2.5): About, Pricing, Membership, Shop, FAQS, a login icon, a Menu button
 * and Get Started. The links fold into the menu under 960 px.
 */
export function PublicHeader({ isLoggedIn, user, onLogout }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const mainAction = isLoggedIn
    ? { label: 'New Order', to: user ? newOrderPath(user) : '/' }
    : { label: 'Log In', to: '/login' };
  const accountPath = user ? `/users/${user.id}/settings` : '/';

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo greetName={user} />
        <NavList links={PUBLIC_HEADER_LINKS} label="Main" className={styles.publicNav} />
        <div className={styles.actions}>
          {isLoggedIn ? (
            <Link className={styles.iconLink} to={accountPath} aria-label="Your account">
              <UserIcon />
            </Link>
          ) : (
            <Link className={styles.iconLink} to="/login" aria-label="Log in">
              <UserIcon />
            </Link>
          )}
          <Button
            variant="ghost"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <MenuIcon />
            Menu
          </Button>
          {isLoggedIn ? (
            <LinkButton onClick={resetDraft} to={mainAction.to} variant="primary" className={styles.hideBelowSm}>
              New Order
            </LinkButton>
          ) : (
            <LinkButton to="/signup" variant="primary" className={styles.hideBelowSm}>
              Get Started
            </LinkButton>
          )}
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            links={mobileMenuLinks(user)}
            mainAction={mainAction}
            onLogout={isLoggedIn ? onLogout : undefined}
          />
        </Suspense>
      )}
    </header>
  );
}
