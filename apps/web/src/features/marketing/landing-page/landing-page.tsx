import { fromWidthQuery, MARKETING_BREAKPOINTS_PX } from '@filmlab/domain';
import { useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BackgroundScene, LandingContent, LandingLink } from '../../../content/landing';
import { renderLabName, resolveLandingHref } from '../../../content/landing/steps';
import { PAGE_PRICES } from '../../../lib/page-prices';
import { SITE } from '../../../lib/site';
import { LinkButton } from '../../../ui/link-button';
import { MARKETING } from '../config';
import { usePageMeta } from '../seo/use-page-meta';
import { CommunityPhotos } from './community';
import { Emblem } from './emblem';
import { SelectedGallery } from './gallery';
import { ReviewBlock, Reviews } from './reviews';
import styles from './landing-page.module.css';
import { useHeroPhoto } from './hero-photos';
import { SceneImage } from './scene-image';
import { SectionSelector, SideNav } from './section-nav';
import { landingSections } from './sections';
import { useLandingMotion } from './use-landing-motion';

export interface LandingPageProps {
  /** The route, for its meta; `/`, `/lab` and `/club` have no per-route content. */
  path: string;
  content?: LandingContent;
}

const DEFAULT_SCENES: Record<string, BackgroundScene> = {
  '/': 'city-skyline-dusk',
  '/lab': 'darkroom-safelight',
  '/club': 'camera-in-hand',
};

const lab = (text: string) => renderLabName(text, SITE.name);

function LandingAnchor({ link }: { link: LandingLink }) {
  const href = resolveLandingHref(link.href, MARKETING.blogUrl);
  // Spec 2.6: signup, shop and blog links open in the same window.
  if (/^https?:/.test(href))
    return (
      <a className={styles.stepLink} href={href}>
        {link.label}
      </a>
    );
  return (
    <Link className={styles.stepLink} to={href}>
      {link.label}
    </Link>
  );
}

function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.points}>
      {items.map((item, index) => (
        <li key={item} className={styles.point}>
          <span className={styles.pointNumber}>{String(index + 1).padStart(2, '0')}</span>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface SectionProps {
  id: string;
  index: number;
  eyebrow: string;
  title: string;
  revealed: boolean;
  active: boolean;
  scene?: BackgroundScene;
  tone?: 'paper' | 'ink';
  children: ReactNode;
}

function Section({ id, index, eyebrow, title, revealed, active, scene, tone = 'paper', children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={[styles.section, tone === 'ink' ? styles.ink : '', scene ? styles.withPhoto : ''].join(' ')}
      data-revealed={!active || revealed ? 'true' : 'false'}
    >
      <div className={styles.sectionText}>
        <p className={styles.eyebrow}>
          <span className={styles.sectionNumber}>{String(index + 1).padStart(2, '0')}</span> {eyebrow}
        </p>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
      {scene && (
        <div className={styles.photo}>
          <SceneImage
            scene={scene}
            sizes={`${fromWidthQuery(MARKETING_BREAKPOINTS_PX.md)} 45vw, 100vw`}
            className={styles.photoImage}
          />
        </div>
      )}
    </section>
  );
}

/** The landing page of spec 2.7, for `/`, `/lab`, `/club` and the 64 city and topic routes. */
export function LandingPage({ path, content }: LandingPageProps) {
  usePageMeta(path, content);
  const heroRef = useRef<HTMLElement>(null);
  const sections = useMemo(() => landingSections(content), [content]);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const motion = useLandingMotion(ids, heroRef);
  const onDemand = PAGE_PRICES.amount('devScan', 'NON_MEMBER');
  const scene = content?.bgImg ?? DEFAULT_SCENES[path] ?? 'city-skyline-dusk';
  const heroPhoto = useHeroPhoto(path);
  const indexOf = (id: string) => ids.indexOf(id);
  const common = (id: string) => ({
    id,
    index: indexOf(id),
    revealed: motion.revealed.has(id),
    active: motion.active,
  });
  const heroLine = `${SITE.name} is a platform & full service film lab empowering the film photography community.`;

  return (
    <div className={styles.landing} data-past-hero={motion.active ? String(motion.pastHero) : undefined}>
      <section id="introduction" ref={heroRef} className={styles.hero} aria-labelledby="introduction-title">
        <div className={styles.heroImage}>
          <SceneImage
            scene={scene}
            photo={heroPhoto}
            sizes="100vw"
            className={styles.heroPicture}
            priority
            decorative
          />
        </div>
        <div className={styles.heroText}>
          {content ? (
            <>
              <h1 id="introduction-title" className={styles.heroTitle}>
                {lab(content.title)}
              </h1>
              <p className={styles.heroLead}>{heroLine}</p>
            </>
          ) : (
            <h1 id="introduction-title" className={styles.heroTitle}>
              {heroLine}
            </h1>
          )}
          <div className={styles.heroActions}>
            <LinkButton to="/signup" variant="primary" size="lg">
              Start Your First Order
            </LinkButton>
            <Link to="/pricing" className={styles.heroSecondary}>
              See pricing
            </Link>
          </div>
        </div>
      </section>

      <SideNav sections={sections} current={motion.current} />
      <SectionSelector sections={sections} current={motion.current} />

      <Section
        {...common('development-scanning')}
        eyebrow="Development & Scanning"
        title="Developed by hand, scanned with care"
        scene="darkroom-safelight"
      >
        <p className={styles.body}>
          We develop C-41, black and white, E-6 and ECN-2 film and scan every frame. Members get a roll management
          platform with search, tagging, downloading and sharing for every roll they send.
        </p>
        <Points
          items={[
            'Hi-Res Scan Options',
            'Precision Color & Density Corrections',
            content ? lab(content.freeShippingPoint) : 'Free Shipping Labels',
          ]}
        />
      </Section>

      {content && (
        <Section
          {...common('local')}
          eyebrow={content.kind === 'city' ? `${content.city}, ${content.state}` : 'How It Works'}
          title={lab(content.sectionTitle)}
          tone="ink"
        >
          <p className={styles.body}>{lab(content.sectionPointsSubtitle)}</p>
          <ol className={styles.steps}>
            {content.sectionPoints.map((step) => (
              <li key={step.number} className={styles.step}>
                <span className={styles.stepNumber}>{step.number}</span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                {step.view ?? <p>{lab(step.body)}</p>}
                {step.link && <LandingAnchor link={step.link} />}
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section {...common('platform')} eyebrow="Platform" title="A home for every roll" scene="camera-in-hand">
        <p className={styles.body}>
          Your scans land in your account roll by roll. Search by film stock or tag, download a whole roll at once and
          share it with one link. Order prints and re-scans from the same place.
        </p>
        <Points items={['Search & Tagging', 'Full-Roll Downloads', 'Share With One Link']} />
      </Section>

      <Section {...common('printing')} eyebrow="Printing" title="Prints from your own scans">
        <p className={styles.body}>Choose a frame, a paper and a size, see the crop, and we print it for you.</p>
        <Points
          items={[
            'High Quality Fine Art Paper',
            'Easy Online Configuration',
            content ? lab(content.fastPrintTurnaroundPoint) : 'Fast Turn-Around',
          ]}
        />
      </Section>

      <Section {...common('film-shop')} eyebrow="Film Shop" title="Fresh film, kept cold" scene="film-rolls-flatlay">
        <p className={styles.body}>
          {content ? lab(content.eshopPointsSubtitle) : 'Cold-stored 35mm and 120 film, with lower prices for members.'}
        </p>
        <Points items={['High-Grade Cold Stored Film', 'Discount Prices For Members', 'Overnight Shipping Options']} />
        <Link to="/collections" className={styles.stepLink}>
          Browse the Film Shop
        </Link>
      </Section>

      <Section {...common('community')} eyebrow="Community & Reviews" title="Shot by the community" tone="ink">
        <p className={styles.body}>
          {content ? lab(content.communitySubtitle) : 'Photographs our members shot on film and shared with us.'}
        </p>
        <CommunityPhotos />
        <ReviewBlock />
        <a className={styles.stepLink} href={MARKETING.socialUrl} target="_blank" rel="noopener noreferrer">
          Follow us on social media
        </a>
      </Section>

      <Section {...common('pricing')} eyebrow="Pricing" title="Pay per roll, or join and pay less">
        <p className={styles.body}>
          No membership needed: develop and scan on demand. Shoot more than a few rolls a year and a membership pays for
          itself.
        </p>
        <div className={styles.heroActions}>
          <LinkButton to="/signup" variant="primary" size="lg">
            {`Get Started - ${onDemand} / roll`}
          </LinkButton>
          <Link to="/pricing#price-calculator" className={styles.stepLink}>
            Compare memberships
          </Link>
        </div>
      </Section>

      <Section
        {...common('questions')}
        eyebrow="Questions"
        title="Everything people ask us"
        scene="rainy-evergreen-street"
      >
        <p className={styles.body}>
          How to pack and send your rolls, which processes we run, how long it takes and how you get your negatives
          back.
        </p>
        <div className={styles.links}>
          <Link to="/frequently-asked-questions" className={styles.stepLink}>
            Read the FAQs
          </Link>
          <Link to="/about" className={styles.stepLink}>
            About the lab
          </Link>
          <Link to="/memberships" className={styles.stepLink}>
            Memberships
          </Link>
        </div>
      </Section>

      <Section {...common('gallery')} eyebrow="Gallery" title="Selected from the community">
        <p className={styles.body}>Frames members tagged for us, picked by the lab. Open one to see it full size.</p>
        <SelectedGallery />
      </Section>

      <Section {...common('reviews')} eyebrow="Reviews" title="What photographers say" tone="ink">
        <p className={styles.body}>{content ? lab(content.reviewsSubtitle) : 'What photographers say about us.'}</p>
        <Reviews />
      </Section>

      <Emblem hidden={motion.footerInView} />
    </div>
  );
}
