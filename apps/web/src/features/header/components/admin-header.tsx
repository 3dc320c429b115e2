import { Link, NavLink } from 'react-router';
import styles from './admin-header.module.css';
import { QuickSearch } from './quick-search';
import { StatsBar } from './stats-bar';

export const ADMIN_LINKS = [
  { label: 'Orders', to: '/admin/orders' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Collections', to: '/admin/collections' },
  { label: 'Social Submissions', to: '/admin/social-submissions' },
  { label: 'Roll Events', to: '/admin/roll-events-dashboard' },
  { label: 'Messengers', to: '/admin/messengers' },
  { label: 'Stations', to: '/admin/stations' },
  { label: 'Jobs', to: '/admin/jobs' },
  { label: 'TIFF Unlocks', to: '/admin/tiff-unlocks' },
  { label: 'Prices', to: '/admin/prices' },
  { label: 'Lab Settings', to: '/admin/settings' },
  { label: 'Lab Identity', to: '/admin/lab' },
  { label: 'Page Words', to: '/admin/pages' },
  { label: 'Photos', to: '/admin/photos' },
] as const;

export interface AdminHeaderProps {
  viewerName: string;
  onLogout: () => void;
}

/** The admin bar (spec 2.11): lab stats, quick order search and the admin links. */
export function AdminHeader({ viewerName, onLogout }: AdminHeaderProps) {
  return (
    <div className={styles.bar}>
      <StatsBar />
      <div className={styles.row}>
        <Link to="/admin/orders" className={styles.brand}>
          Lab Admin
        </Link>
        <nav aria-label="Admin">
          <ul className={styles.links}>
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <QuickSearch />
        <div className={styles.account}>
          <span className={styles.viewer}>{viewerName}</span>
          <button type="button" className={styles.link} onClick={onLogout}>
            Log Out
          </button>
        </div>
      </div>
    </div>
  );
}
