import { LAB_PAGE_TOKENS, LOGO_GREETING_DELAY_MS, logoHtml } from '@filmlab/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../lib/site';
import styles from './logo.module.css';

export interface LogoProps {
  /** When given, the logo turns into a greeting a moment after load (spec 2.5). */
  greetName?: { firstName: string; lastName: string };
  to?: string;
}

export function greeting({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return `Hello ${firstName.trim()}${initial ? ` ${initial}` : ''}.`;
}

/** The wordmark: a safelight dot and the lab's name; 'Hello Ada L.' once signed in. */
export function Logo({ greetName, to = '/' }: LogoProps) {
  const hello = greetName ? greeting(greetName) : null;
  // The greeting shown is remembered per name, so a different user starts from the wordmark again.
  const [greeted, setGreeted] = useState<string | null>(null);
  useEffect(() => {
    if (!hello) return;
    const timer = setTimeout(() => setGreeted(hello), LOGO_GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hello]);

  const text = hello && greeted === hello ? hello : SITE.name;
  // The lab's logo as staff set it, or nothing (the mark is then the safelight dot). A page rendered
  // on the server gets a token the app server fills with the same markup (lab-page-tokens.ts).
  const mark = import.meta.env.SSR ? LAB_PAGE_TOKENS.logo : logoHtml(SITE.logoUrl);
  return (
    <Link to={to} className={styles.logo} aria-label={`${SITE.name} home`}>
      <span className={styles.mark} aria-hidden="true" dangerouslySetInnerHTML={{ __html: mark }} />
      <span key={text} className={styles.word} aria-hidden="true">
        {text}
      </span>
    </Link>
  );
}
