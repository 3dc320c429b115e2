import {
  creditsText,
  formatCents,
  PLANS,
  type ActivePlanId,
  type BenefitKey,
  type Plan,
  type PlanId,
} from '@filmlab/domain';
import styles from './memberships.module.css';

/** The benefits a buyer weighs first; the whole table is on /memberships. */
const KEY_BENEFITS: readonly BenefitKey[] = [
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

/** A tier's yearly price and its main benefits, all from the domain's plan record. */
export function PlanSummary({
  plan,
  plans = PLANS,
}: {
  plan: ActivePlanId;
  /** The plans priced from the lab's active list (`plansFor`); the defaults when absent. */
  plans?: Readonly<Record<PlanId, Plan>>;
}) {
  const record = plans[plan];
  return (
    <section className={styles.stack} aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className={styles.sectionTitle}>
        {record.label}
      </h2>
      <p className={styles.muted}>{record.desc}</p>
      <p className={styles.price}>
        {formatCents(record.price)} <span className={styles.muted}>a year</span>
      </p>
      <dl className={styles.facts}>
        {KEY_BENEFITS.map((key) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{record.benefits[key].label}</dt>
            <dd>{record.benefits[key].value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        Each year brings {creditsText(record.rollCredits)} dev + scan credits; they last until the year ends.
      </p>
    </section>
  );
}
