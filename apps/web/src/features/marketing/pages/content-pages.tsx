import { ACTIVE_PLAN_IDS, type BenefitKey } from '@filmlab/domain';
import { Fragment, use, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pageFee, pagePlans } from '../../../lib/page-plans';
import { contactMailto, SITE } from '../../../lib/site';
import { LinkButton } from '../../../ui/link-button';
import { usePageMeta } from '../seo/use-page-meta';
import styles from './content-page.module.css';
import { pageWordsFor } from '../../../content/landing/load';
import { ABOUT_COPY, FAQ_COPY } from '../../../content/page-copy';
import { faqGroups } from './faq';
import { faqWithWords, givenText, labHtml, labText } from './page-words';

function ContentPage({
  path,
  eyebrow,
  title,
  lead,
  words,
  children,
}: {
  path: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The words staff gave the page (its search title and description follow them). */
  words?: Record<string, string>;
  children: ReactNode;
}) {
  usePageMeta(path, undefined, words);
  return (
    <article className={styles.page}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

// Their paths as literals: the domain's table of pages with words (page-words.ts) stays out of this chunk.
const ABOUT_PAGE_PATH = '/about';
const FAQ_PAGE_PATH = '/frequently-asked-questions';

export function AboutPage() {
  const words = use(pageWordsFor(ABOUT_PAGE_PATH));
  const body = words?.html.body;
  return (
    <ContentPage
      path={ABOUT_PAGE_PATH}
      eyebrow="About"
      title={givenText(words, 'title', ABOUT_COPY.title)}
      lead={givenText(words, 'lead', labText(ABOUT_COPY.lead))}
      words={words?.words}
    >
      {/* The body staff wrote (Markdown, rendered by the server with raw HTML escaped), else the built one. */}
      {body ? <div dangerouslySetInnerHTML={{ __html: labHtml(body) }} /> : <AboutBody />}
      <div className={styles.actions}>
        <LinkButton to="/signup" variant="primary">
          Start Your First Order
        </LinkButton>
        <a href={contactMailto}>Contact us</a>
      </div>
    </ContentPage>
  );
}

function AboutBody() {
  return ABOUT_COPY.body.map(([heading, text]) => (
    <Fragment key={heading}>
      <h2>{heading}</h2>
      <p>{text}</p>
    </Fragment>
  ));
}

export function FaqPage() {
  const words = use(pageWordsFor(FAQ_PAGE_PATH));
  return (
    <ContentPage
      path={FAQ_PAGE_PATH}
      eyebrow="FAQs"
      title={givenText(words, 'title', FAQ_COPY.title)}
      lead={givenText(words, 'lead', FAQ_COPY.lead)}
      words={words?.words}
    >
      {faqWithWords(faqGroups(), words).map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.title}`}>
          <h2 id={`faq-${group.title}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.question} className={styles.faqItem}>
              <summary>{entry.question}</summary>
              {entry.html ? <div dangerouslySetInnerHTML={{ __html: entry.html }} /> : <p>{entry.answer}</p>}
            </details>
          ))}
        </section>
      ))}
      <p>
        Still wondering? <a href={contactMailto}>Write to us</a> or see the <Link to="/pricing">pricing page</Link>.
      </p>
    </ContentPage>
  );
}

const MEMBERSHIP_BENEFITS: readonly BenefitKey[] = [
  'devScanCredits',
  'scan4KCredits',
  'rushCredits',
  'proScanCredits',
  'turnaround',
  'tiffs',
  'returnShipping',
  'scanStorage',
  'devScanPrice',
];

export function MembershipsPage() {
  return (
    <ContentPage
      path="/memberships"
      eyebrow="Memberships"
      title="Pay once a year, pay less for every roll"
      lead="Each membership includes yearly credits, lower prices per roll and unlimited scan storage."
    >
      <div className={styles.plans}>
        {ACTIVE_PLAN_IDS.map((id) => {
          const plan = pagePlans()[id];
          return (
            <section key={id} className={styles.plan} aria-labelledby={`plan-${id}`}>
              <h2 id={`plan-${id}`}>{plan.label}</h2>
              <p className={styles.planPrice}>{pageFee(id)} / year</p>
              <p>{plan.desc}</p>
              <ul className={styles.planList}>
                {MEMBERSHIP_BENEFITS.map((key) => (
                  <li key={key}>
                    {plan.benefits[key].label}: <span>{plan.benefits[key].value}</span>
                  </li>
                ))}
              </ul>
              <a href={`/memberships/purchase?tier=${id}`} target="_blank" rel="noopener noreferrer">
                Become a {plan.label} member
              </a>
            </section>
          );
        })}
      </div>
      <p>
        Not sure which one pays off? The <Link to="/pricing#price-calculator">price calculator</Link> compares them with
        paying per roll for the number of rolls you shoot.
      </p>
    </ContentPage>
  );
}

export function PrivacyPage() {
  return (
    <ContentPage
      path="/privacy-policy"
      eyebrow="Privacy Policy"
      title="Privacy policy"
      lead="What we collect, why we keep it and what we never do with it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Your account details: name, e-mail address, phone number and shipping addresses.</li>
        <li>Your orders, payments (handled by our payment processor; we never see full card numbers) and scans.</li>
        <li>
          For the newsletter: your e-mail address, and the IP address and country of the request that subscribed it.
        </li>
        <li>Basic technical logs needed to keep the service running and secure.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To develop, scan, print and ship what you order, to show you your scans, to bill memberships, to answer your
        messages and, if you subscribed, to send you news. We do not sell your data or your photographs.
      </p>
      <h2>Your photographs</h2>
      <p>
        Your scans are private to your account unless you share them. We only feature a photo on our site or social
        accounts when you submit it to us for that purpose.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your details in your account settings, unsubscribe from the newsletter at any time, and ask us to
        export or delete your data by writing to <a href={contactMailto}>{SITE.contactEmail}</a>.
      </p>
    </ContentPage>
  );
}

export function TermsPage() {
  return (
    <ContentPage
      path="/terms"
      eyebrow="Terms"
      title="Terms of service"
      lead={`The agreement between you and ${SITE.company}.`}
    >
      <h2>Orders</h2>
      <p>
        Prices are those shown when you place an order. We process film with care, but film can arrive damaged, expired
        or exposed, and processing carries a small risk; our liability for a roll is limited to the cost of its
        processing.
      </p>
      <h2>Memberships</h2>
      <p>
        Memberships run for a year from purchase and renew automatically unless you cancel before the renewal date.
        Credits are valid for the membership year in which they are granted.
      </p>
      <h2>Shipping</h2>
      <p>
        Free shipping labels are provided for sending film to the lab. Return shipping of negatives and prints is
        charged as shown at checkout or included in your membership.
      </p>
      <h2>Your content</h2>
      <p>
        You keep every right to your photographs. You give us permission to store, process and display them to you and
        to anyone you share them with. Don&apos;t upload or send anything you have no right to.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={contactMailto}>{SITE.contactEmail}</a>.
      </p>
    </ContentPage>
  );
}
