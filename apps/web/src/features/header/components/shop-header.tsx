import type { User } from '@filmlab/api';
import { formatCents } from '@filmlab/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { MenuIcon } from '../../../ui/icons';
import { ExternalLinkButton } from '../../../ui/link-button';
import { MenuAnchor, MenuButton, MenuLink, MenuSeparator } from '../../../ui/menu';
import { contactMailto } from '../../../lib/site';
import { membershipSummary } from '../membership';
import { shopHeaderLinks, type ShopCollectionLink } from '../nav-links';
import styles from './header.module.css';
import { Logo } from './logo';
import { NavList } from './nav-list';
import shop from './shop-header.module.css';
import { SiteMenu } from './site-menu';

export interface ShopHeaderProps {
  isLoggedIn: boolean;
  user?: User;
  onLogout: () => void;
  /** Active collections for the Shop All Collections sub-links (spec 2.5). */
  collections?: readonly ShopCollectionLink[];
  /** The cart button and panel, composed in by the layout. */
  cart?: ReactNode;
}

/** Shrinks from 96 to 60 px once the page scrolls (spec 2.5). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/**
 * The shop header (spec 2.5): Rolls, Orders and Printing when logged in, Become A Member (new tab)
 * for non-members, Shop All Collections, and the account menu or a Join link.
 */
export function ShopHeader({ isLoggedIn, user, onLogout, collections = [], cart }: ShopHeaderProps) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const isMember = user ? membershipSummary(user).isMember : false;
  // While a logged-in user loads, hold back the non-member link rather than flash it at a member.
  const links = shopHeaderLinks(user, isMember || (isLoggedIn && !user), collections, isLoggedIn);

  return (
    <header className={[styles.header, shop.header, scrolled && shop.shrunk].filter(Boolean).join(' ')}>
      <div className={`${styles.inner} ${shop.inner}`}>
        <Logo />
        <NavList links={links} label="Shop" className={shop.nav} />
        <div className={styles.actions}>
          {cart}
          {user ? (
            <MenuButton
              label="Account"
              triggerClassName={shop.accountTrigger}
              trigger={<>Account</>}
              header={
                <div className={styles.accountSummary}>
                  <p className={styles.accountName}>
                    {user.firstName} {user.lastName}
                  </p>
                  <dl className={styles.accountFacts}>
                    <dt>Credits</dt>
                    <dd>{formatCents(user.credits)}</dd>
                  </dl>
                </div>
              }
            >
              <MenuSeparator />
              <MenuLink to={`/users/${user.id}/settings`}>Settings</MenuLink>
              <MenuLink to={`/users/${user.id}/referrals`}>Referrals</MenuLink>
              <MenuAnchor href={contactMailto}>Contact</MenuAnchor>
            </MenuButton>
          ) : (
            !isLoggedIn && (
              <ExternalLinkButton href="/signup" newTab variant="primary" size="sm">
                Join
                <span className="visually-hidden"> (opens in a new tab)</span>
              </ExternalLinkButton>
            )
          )}
          <button
            type="button"
            className={`${styles.iconLink} ${shop.hamburger}`}
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
        links={links}
        mainAction={isLoggedIn ? { label: 'My Rolls', to: '/' } : { label: 'Log In', to: '/login' }}
        onLogout={isLoggedIn ? onLogout : undefined}
      />
    </header>
  );
}
