import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { contactMailto, SITE } from '../../../lib/site';
import { MARKETING } from '../config';
import { EmailForm } from '../newsletter/email-form';
import newsletterStyles from '../newsletter/newsletter.module.css';
import { setSubscriber, useSubscriber } from '../newsletter/subscriber-store';
import { useBlogPosts } from './blog-posts';
import styles from './marketing-footer.module.css';
import { SocialLinks } from './social-links';

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

/** 'Join The Community': the form, then 'Thanks for joining!', which clears the subscriber when clicked. */
function JoinTheCommunity() {
  const subscriber = useSubscriber();
  return (
    <div className={styles.join}>
      <h2 className={styles.heading}>Join The Community</h2>
      {subscriber ? (
        <>
          <EmailForm key="submitted" label="Your email address" submitted />
          <button type="button" className={newsletterStyles.thanks} onClick={() => setSubscriber(null)}>
            Thanks for joining!
          </button>
        </>
      ) : (
        <EmailForm key="form" label="Your email address" />
      )}
    </div>
  );
}

/** True once the element comes within 400 px of the screen (never without IntersectionObserver). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/** The site footer of spec 2.10; the blog posts load when it nears the screen. */
export function MarketingFooter() {
  const ref = useRef<HTMLElement>(null);
  const posts = useBlogPosts(useNearScreen(ref));
  const year = new Date().getFullYear();
  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{SITE.name}</p>
          <p className={styles.tagline}>Film developing and scanning by mail, with a home for every roll.</p>
          <JoinTheCommunity />
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
            <li>
              <a href={MARKETING.blogUrl}>Blog</a>
            </li>
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <SocialLinks />
          {posts.length > 0 && (
            <div className={styles.posts}>
              <h2 className={styles.heading}>From the Blog</h2>
              <ul>
                {posts.map((post) => (
                  <li key={post.url}>
                    <a href={post.url}>{post.title}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {SITE.company}
      </p>
    </footer>
  );
}
