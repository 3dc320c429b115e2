import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import { LinkButton } from '../../../ui/link-button';
import type { NavLink } from '../nav-links';
import styles from './site-menu.module.css';

export interface SiteMenuProps {
  open: boolean;
  onClose: () => void;
  links: readonly NavLink[];
  /** Log In when logged out, New Order when logged in (spec 2.5). */
  mainAction: { label: string; to: string };
  onLogout?: () => void;
}

function MenuLinkItem({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  if (link.newTab) {
    return (
      <a className={styles.link} href={link.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link.to} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * The menu behind the Menu button: a side drawer, full screen under the mobile header threshold,
 * sliding in over 250 ms (none with reduced motion). Links close it as they navigate.
 */
export function SiteMenu({ open, onClose, links, mainAction, onLogout }: SiteMenuProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Menu"
      fullScreenOnMobile
      footer={
        <div className={styles.footer}>
          <LinkButton to={mainAction.to} variant="primary" size="lg" block onClick={onClose}>
            {mainAction.label}
          </LinkButton>
          {onLogout && (
            <Button
              variant="ghost"
              block
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              Log Out
            </Button>
          )}
        </div>
      }
    >
      <nav aria-label="Menu">
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.label}>
              {link.children ? (
                <>
                  <span className={styles.groupLabel}>{link.label}</span>
                  <ul className={styles.subList}>
                    {link.children.map((child) => (
                      <li key={child.to}>
                        <MenuLinkItem link={child} onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MenuLinkItem link={link} onNavigate={onClose} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
