import { Link } from 'react-router';
import { contactMailto, SITE } from '../../../lib/site';
import styles from './site-footer.module.css';

const LINKS = [
  { label: 'Get Started', to: '/signup' },
  { label: 'About', to: '/about' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQs', to: '/frequently-asked-questions' },
  { label: 'Purchase Membership', to: '/memberships/purchase' },
  { label: 'Shop', to: '/collections' },
];

const LEGAL = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms', to: '/terms' },
];

/** The site footer (spec 2.10). The newsletter form and blog posts come with the marketing site. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{SITE.name}</p>
          <p className={styles.tagline}>Film developing and scanning by mail, with a home for every roll.</p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <ul>
            <li>
              <a href={contactMailto}>Contact</a>
            </li>
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {SITE.company}
      </p>
    </footer>
  );
}
