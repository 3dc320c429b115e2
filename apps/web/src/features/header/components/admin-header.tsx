import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { SearchIcon } from '../../../ui/icons';
import styles from './admin-header.module.css';

export const ADMIN_LINKS = [
  { label: 'Orders', to: '/admin/orders' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Collections', to: '/admin/collections' },
  { label: 'Social Submissions', to: '/admin/social-submissions' },
  { label: 'Roll Events', to: '/admin/roll-events-dashboard' },
  { label: 'Jobs', to: '/admin/jobs' },
  { label: 'TIFF Unlocks', to: '/admin/tiff-unlocks' },
  { label: 'Lab Settings', to: '/admin/settings' },
] as const;

/** The stats bar's figures (spec 2.11); live numbers arrive with the admin stats feature. */
const STAT_LABELS = [
  'Total Outstanding',
  'Turnaround',
  'Scanned Today',
  'Developed Today',
  'Synced Today',
  'Synced Yesterday',
  'E6 Outstanding',
  'ECN2 Outstanding',
];

export interface AdminHeaderProps {
  viewerName: string;
  onLogout: () => void;
}

/** The admin bar (spec 2.11): lab stats, quick order search and the admin links. */
export function AdminHeader({ viewerName, onLogout }: AdminHeaderProps) {
  const searchId = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.stats} aria-label="Lab stats (coming soon)" role="group">
        {STAT_LABELS.map((label) => (
          <div key={label} className={styles.stat}>
            <span className={styles.statLabel}>{label}</span>
            <span className={styles.statValue} aria-label="coming soon">
              —
            </span>
          </div>
        ))}
      </div>
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
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            Quick Order Search
          </label>
          <SearchIcon size={18} />
          <input
            id={searchId}
            type="search"
            placeholder="Quick Order Search"
            disabled
            aria-describedby={`${searchId}-note`}
          />
          <span id={`${searchId}-note`} className={styles.soon}>
            Coming soon
          </span>
        </div>
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
