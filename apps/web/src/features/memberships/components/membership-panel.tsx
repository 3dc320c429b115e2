import type { User } from '@filmlab/api';
import { CREDIT_KINDS, isOneOf, membershipDateLabel, PLAN_IDS, PLANS, type CreditKind } from '@filmlab/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { useChangeRenewal, useCreditLedger, useSubscriptions } from '../api/membership-calls';
import { ChangeTier } from './change-tier';
import styles from './memberships.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

export const CREDIT_NAMES: Readonly<Record<CreditKind, string>> = {
  devScan: 'Dev + scan',
  scan4K: '4K scans',
  rush: 'Rush',
  proScan: 'Pro scans',
};

/**
 * The account's membership: tier, Renews or Expires (spec section 4), cancel at period end or
 * resume, change of tier (change-tier.tsx), a renew prompt when lapsed, and the credit ledger (what is left, when the next grant comes).
 */
export function MembershipPanel({ user }: { user: User }) {
  const planId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  const status = user.membership.status;
  const label = membershipDateLabel(status);
  const end = formatDate(user.membership.periodEnd);
  const subscriptions = useSubscriptions(user.id);
  const ledger = useCreditLedger(user.id);
  const change = useChangeRenewal(user.id);
  const [error, setError] = useState<string | null>(null);
  const current = subscriptions.data?.find((s) => s.status === 'active' || s.status === 'past_due');

  if (status === 'none') {
    return (
      <div className={styles.stack}>
        <p>You pay per roll. Members get lower prices, yearly credits and free return shipping on higher tiers.</p>
        <LinkButton variant="primary" to="/memberships/purchase">
          Become a member
        </LinkButton>
      </div>
    );
  }

  const toggle = async (cancel: boolean) => {
    if (!current) return;
    setError(null);
    try {
      await change.mutateAsync({ subscriptionId: current.id, cancel });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt>Tier</dt>
        <dd>{PLANS[planId].label}</dd>
        {label && end && (
          <>
            <dt>Membership</dt>
            <dd>{`${label} ${end}`}</dd>
          </>
        )}
      </dl>
      {status === 'lapsed' && (
        <Alert title="Your membership has ended">
          Member prices and credits stop with it. Renew to get them back.{' '}
          <LinkButton variant="primary" to={`/memberships/purchase?tier=${planId}`}>
            Renew membership
          </LinkButton>
        </Alert>
      )}
      {error && (
        <Alert tone="danger" title="That didn’t work">
          {error}
        </Alert>
      )}
      {current && status === 'renewing' && (
        <Button onClick={() => void toggle(true)} loading={change.isPending}>
          Cancel at period end
        </Button>
      )}
      {current && status === 'expiring' && (
        <Button variant="primary" onClick={() => void toggle(false)} loading={change.isPending}>
          Keep renewing
        </Button>
      )}
      {current?.status === 'active' && planId !== 'NON_MEMBER' && (
        <ChangeTier userId={user.id} plan={planId} current={current} />
      )}
      {ledger.data && (
        <section className={styles.stack} aria-labelledby="credits-title">
          <h3 id="credits-title">Credits left</h3>
          <dl className={styles.facts}>
            {CREDIT_KINDS.map((kind) => (
              <div key={kind} style={{ display: 'contents' }}>
                <dt>{CREDIT_NAMES[kind]}</dt>
                <dd>{ledger.data.balance[kind] === 'unlimited' ? 'Unlimited' : ledger.data.balance[kind]}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.muted}>
            {ledger.data.nextGrantAt
              ? `Your next credits come ${formatDate(ledger.data.nextGrantAt)}.`
              : 'No more credits are due: this membership does not renew.'}
          </p>
        </section>
      )}
    </div>
  );
}
