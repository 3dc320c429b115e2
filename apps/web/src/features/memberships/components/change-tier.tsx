import type { MembershipSubscription } from '@filmlab/api';
import {
  ACTIVE_PLAN_IDS,
  formatCents,
  isOneOf,
  PLAN_IDS,
  PLANS,
  planFee,
  prorateChange,
  type ActivePlanId,
  type PlanId,
} from '@filmlab/domain';
import { useState } from 'react';
import { usePriceList } from '../../../lib/use-price-list';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { RadioGroup } from '../../../ui/radio-group';
import { usePurchaseMembership, useSavedCards } from '../api/membership-calls';
import styles from './memberships.module.css';

/** What moving to `to` costs today (the domain's proration, as the server bills it), in words. */
export function prorationText(
  from: PlanId,
  to: ActivePlanId,
  current: MembershipSubscription,
  now: Date,
  /** The new tier's fee on the lab's active price list (the default fee when absent). */
  newAmount: number = PLANS[to].price,
): string {
  const { net } = prorateChange({
    oldAmount: PLANS[from].price,
    newAmount,
    periodStart: new Date(current.currentPeriodStart ?? current.createdAt),
    periodEnd: new Date(current.currentPeriodEnd ?? current.createdAt),
    now,
  });
  return net >= 0 ? `${formatCents(net)} due now` : `Nothing due now; ${formatCents(-net)} off your next renewal`;
}

/**
 * Change tier in the middle of a paid period: the other 2025 tiers with what each costs today, one
 * confirm, the card on file charged; the new tier shows as soon as the server answers.
 */
export function ChangeTier({
  userId,
  plan,
  current,
}: {
  userId: number;
  plan: PlanId;
  current: MembershipSubscription;
}) {
  const others = ACTIVE_PLAN_IDS.filter((id) => id !== plan);
  const [choice, setChoice] = useState<ActivePlanId>(others[0]!);
  const [now] = useState(() => new Date());
  const prices = usePriceList();
  const cards = useSavedCards(userId);
  const purchase = usePurchaseMembership(userId);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const card = cards.data?.[0];

  const confirm = async () => {
    if (!card) return;
    setResult(null);
    try {
      const { subscription } = await purchase.mutateAsync({
        plan: choice,
        token: card.paymentMethodId,
        promoCode: '',
      });
      const label = PLANS[isOneOf(PLAN_IDS, subscription.plan) ? subscription.plan : choice].label;
      setResult({ tone: 'success', text: `You are now a ${label} member.` });
    } catch (caught) {
      setResult({ tone: 'danger', text: caught instanceof Error ? caught.message : String(caught) });
    }
  };

  return (
    <section className={styles.stack} aria-labelledby="change-tier-title">
      <h3 id="change-tier-title">Change tier</h3>
      <RadioGroup
        legend="Move to"
        name="change-tier"
        value={choice}
        onChange={(value) => setChoice(value as ActivePlanId)}
        disabled={purchase.isPending}
        options={others.map((id) => ({
          value: id,
          label: `${PLANS[id].label} (${formatCents(planFee(prices, id))} a year): ${prorationText(plan, id, current, now, planFee(prices, id))}`,
        }))}
      />
      <p className={styles.muted}>
        The rest of this period is prorated: the unused part of your tier is credited and the new tier charged for the
        same time. Your renewal date stays the same.
      </p>
      {result && (
        <Alert tone={result.tone} title={result.tone === 'success' ? 'Tier changed' : 'That didn’t work'}>
          {result.text}
        </Alert>
      )}
      {card ? (
        <Button variant="primary" onClick={() => void confirm()} loading={purchase.isPending}>
          {`Change to ${PLANS[choice].label}`}
        </Button>
      ) : (
        cards.isSuccess && (
          <LinkButton variant="primary" to={`/memberships/purchase?tier=${choice}`}>
            {`Change to ${PLANS[choice].label} with a card`}
          </LinkButton>
        )
      )}
    </section>
  );
}
