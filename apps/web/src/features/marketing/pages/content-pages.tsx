import { ACTIVE_PLAN_IDS, type BenefitKey } from '@filmlab/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageFee, pagePlans } from '../../../lib/page-plans';
import { contactMailto, SITE } from '../../../lib/site';
import { LinkButton } from '../../../ui/link-button';
import { usePageMeta } from '../seo/use-page-meta';
import styles from './content-page.module.css';
import { faqGroups } from './faq';

function ContentPage({
  path,
  eyebrow,
  title,
  lead,
  children,
}: {
  path: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  usePageMeta(path);
  return (
    <article className={styles.page}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

export function AboutPage() {
  return (
    <ContentPage
      path="/about"
      eyebrow="About"
      title="A film lab run by people who shoot film"
      lead={`${SITE.name} is a platform and full-service film lab for the film photography community.`}
    >
      <h2>What we do</h2>
      <p>
        We develop C-41 colour negative, black and white, E-6 slide and ECN-2 motion picture film, scan every frame and
        put the scans in your own online library, roll by roll. From there you can search, tag, download and share your
        work, and order prints on fine art paper.
      </p>
      <h2>How we handle your film</h2>
      <p>
        Every roll is logged the moment it arrives and tracked through development, scanning and upload, so you can see
        where it is from your account. Colour and density are corrected frame by frame, and negatives are sleeved,
        stored or shipped back as you choose.
      </p>
      <h2>Why memberships</h2>
      <p>
        Photographers who shoot regularly told us they wanted lower prices per roll, faster turnaround and a permanent
        home for their scans. Memberships give them exactly that; everyone else can order on demand.
      </p>
      <div className={styles.actions}>
        <LinkButton to="/signup" variant="primary">
          Start Your First Order
        </LinkButton>
        <a href={contactMailto}>Contact us</a>
      </div>
    </ContentPage>
  );
}

export function FaqPage() {
  return (
    <ContentPage
      path="/frequently-asked-questions"
      eyebrow="FAQs"
      title="Frequently asked questions"
      lead="Sending film, processes, turnaround, memberships, shipping and scans."
    >
      {faqGroups().map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.title}`}>
          <h2 id={`faq-${group.title}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.question} className={styles.faqItem}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
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
