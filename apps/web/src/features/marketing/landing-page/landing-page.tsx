import { fromWidthQuery, MARKETING_BREAKPOINTS_PX } from '@filmlab/domain';
import { useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BackgroundScene, LandingContent, LandingLink } from '../../../content/landing';
import { HOME_HERO, HOME_SECTION_COPY } from '../../../content/home-copy';
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
  /** The words staff gave `/`, `/lab` or `/club` (admin area): the hero and the sections' titles and paragraphs. */
  words?: Record<string, string>;
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
  /** The section's title and paragraph: the built copy of its id (content/home-copy.ts) unless given. */
  title?: string;
  revealed: boolean;
  active: boolean;
  scene?: BackgroundScene;
  tone?: 'paper' | 'ink';
  body?: ReactNode;
  words?: Record<string, string>;
  children: ReactNode;
}

function Section(props: SectionProps) {
  const { id, index, eyebrow, revealed, active, scene, tone = 'paper', words, children } = props;
  // The section's title and paragraph, or the words staff gave in their place (`<id>-title`, `<id>-body`).
  const given = (field: 'title' | 'body', index: number) =>
    words?.[`${id}-${field}`] ? lab(words[`${id}-${field}`]!) : (props[field] ?? HOME_SECTION_COPY[id]![index]);
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
          {given('title', 0)}
        </h2>
        <p className={styles.body}>{given('body', 1)}</p>
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
export function LandingPage({ path, content, words }: LandingPageProps) {
  usePageMeta(path, content, words);
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
    words,
  });
  const heroLine = lab(words?.hero || HOME_HERO);

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

      <Section {...common('development-scanning')} eyebrow="Development & Scanning" scene="darkroom-safelight">
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
          body={lab(content.sectionPointsSubtitle)}
        >
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

      <Section {...common('platform')} eyebrow="Platform" scene="camera-in-hand">
        <Points items={['Search & Tagging', 'Full-Roll Downloads', 'Share With One Link']} />
      </Section>

      <Section {...common('printing')} eyebrow="Printing">
        <Points
          items={[
            'High Quality Fine Art Paper',
            'Easy Online Configuration',
            content ? lab(content.fastPrintTurnaroundPoint) : 'Fast Turn-Around',
          ]}
        />
      </Section>

      <Section
        {...common('film-shop')}
        eyebrow="Film Shop"
        scene="film-rolls-flatlay"
        body={content && lab(content.eshopPointsSubtitle)}
      >
        <Points items={['High-Grade Cold Stored Film', 'Discount Prices For Members', 'Overnight Shipping Options']} />
        <Link to="/collections" className={styles.stepLink}>
          Browse the Film Shop
        </Link>
      </Section>

      <Section
        {...common('community')}
        eyebrow="Community & Reviews"
        tone="ink"
        body={content && lab(content.communitySubtitle)}
      >
        <CommunityPhotos />
        <ReviewBlock />
        <a className={styles.stepLink} href={MARKETING.socialUrl} target="_blank" rel="noopener noreferrer">
          Follow us on social media
        </a>
      </Section>

      <Section {...common('pricing')} eyebrow="Pricing">
        <div className={styles.heroActions}>
          <LinkButton to="/signup" variant="primary" size="lg">
            {`Get Started - ${onDemand} / roll`}
          </LinkButton>
          <Link to="/pricing#price-calculator" className={styles.stepLink}>
            Compare memberships
          </Link>
        </div>
      </Section>

      <Section {...common('questions')} eyebrow="Questions" scene="rainy-evergreen-street">
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

      <Section {...common('gallery')} eyebrow="Gallery">
        <SelectedGallery />
      </Section>

      <Section {...common('reviews')} eyebrow="Reviews" tone="ink" body={content && lab(content.reviewsSubtitle)}>
        <Reviews />
      </Section>

      <Emblem hidden={motion.footerInView} />
    </div>
  );
}
