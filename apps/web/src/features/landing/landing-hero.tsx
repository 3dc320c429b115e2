import { formatCents, priceFor } from '@filmlab/domain';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SITE } from '../../lib/site';
import { ArrowRightIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/link-button';
import styles from './landing-hero.module.css';

const POINTS = [
  {
    title: 'Development & Scanning',
    text: 'C-41, black and white, E-6 and ECN-2, developed and scanned by hand. Hi-res scan options and careful colour corrections.',
  },
  {
    title: 'A Home for Every Roll',
    text: 'Members keep their scans online: search, tag, download and share whole rolls.',
  },
  {
    title: 'Prints & Film Shop',
    text: 'Fine art prints configured online, and cold-stored 35mm and 120 film at member prices.',
  },
];

const FRAMES = ['01', '02', '03', '04', '05', '06'];

/** The visitor's front page until the full marketing site lands. */
export function LandingHero() {
  useDocumentTitle(undefined);
  const onDemand = formatCents(priceFor('devScan', 'NON_MEMBER'));
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.eyebrow}>{SITE.name} · Develop · Scan · Print</p>
        <h1 id="landing-title" className={styles.title}>
          A platform &amp; full-service film lab for the film photography community.
        </h1>
        <p className={styles.lead}>
          Mail us your rolls. We develop and scan them, and your photos come back to a private online home where you can
          organise, share and print them.
        </p>
        <div className={styles.actions}>
          <LinkButton to="/signup" variant="primary" size="lg">
            Start Your First Order
          </LinkButton>
          <Link to="/pricing" className={styles.secondary}>
            See pricing
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <p className={styles.price}>On demand from {onDemand} a roll. No membership needed.</p>
      </section>
      <div className={styles.strip} aria-hidden="true">
        {FRAMES.map((frame) => (
          <div key={frame} className={styles.frame}>
            <span className={styles.frameNumber}>{frame}</span>
          </div>
        ))}
      </div>
      <section className={styles.points} aria-label="What we do">
        {POINTS.map((point, index) => (
          <article key={point.title} className={styles.point}>
            <span className={styles.pointNumber}>0{index + 1}</span>
            <h2 className={styles.pointTitle}>{point.title}</h2>
            <p>{point.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
