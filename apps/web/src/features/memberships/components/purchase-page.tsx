import type { MembershipSubscription, User } from '@filmlab/api';
import { ACTIVE_PLAN_IDS, formatCents, PLANS, plansFor, tierFromParam, type ActivePlanId } from '@filmlab/domain';
import { useMemo } from 'react';
import { usePriceList } from '../../../lib/use-price-list';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { tokenizeCard, usePaymentConfig, usePurchaseMembership, useSavedCards } from '../api/membership-calls';
import { MembershipCardFields, NEW_CARD, readExpiry, type NewCard } from './membership-card-fields';
import styles from './memberships.module.css';
import { PlanSummary } from './plan-summary';

export interface PurchasePageProps {
  /** The signed-in user, or null for a visitor (sent to sign up or log in first, and back). */
  user: User | null;
  /** The `tier` query parameter. */
  tierParam: string | null;
  /** Where to come back to after signing up or logging in. */
  here: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const EMPTY_CARD: NewCard = { number: '', expiry: '', cvc: '' };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /memberships/purchase?tier=: a 2025 tier, a promo code, and a saved or new card. */
export function PurchasePage({ user, tierParam, here }: PurchasePageProps) {
  const [plan, setPlan] = useState<ActivePlanId>(tierFromParam(tierParam) ?? 'NICE_2025');
  const [done, setDone] = useState<MembershipSubscription | null>(null);
  const legacyAsked = tierParam !== null && tierParam !== '' && tierFromParam(tierParam) === null;
  // The fees of the lab's active price list: what the server charges.
  const prices = usePriceList();
  const plans = useMemo(() => plansFor(prices), [prices]);
  const tiers = ACTIVE_PLAN_IDS.map((id) => ({
    value: id,
    label: `${plans[id].label} · ${formatCents(plans[id].price)} a year`,
  }));

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Membership</p>
      <h1 className={styles.title}>Become a member</h1>
      <p className={styles.lede}>Lower prices on every roll, credits each year, and a home for your scans.</p>
      {legacyAsked && (
        <Alert title="That plan is no longer sold">Members who have it keep it; pick one of this year’s tiers.</Alert>
      )}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <RadioGroup
            legend="Tier"
            name="tier"
            options={tiers}
            value={plan}
            onChange={(value) => setPlan(value as ActivePlanId)}
            disabled={done !== null}
          />
          <PlanSummary plan={plan} plans={plans} />
          <p>
            <Link to="/memberships">Compare every tier with paying per roll</Link>
          </p>
        </div>
        {done ? (
          <Welcome subscription={done} user={user} />
        ) : user === null ? (
          <section className={styles.stack} aria-labelledby="join-title">
            <h2 id="join-title" className={styles.sectionTitle}>
              First, your account
            </h2>
            <p className={styles.muted}>Sign up or log in, and you’ll come straight back here to pay.</p>
            <div className={styles.actions}>
              <LinkButton variant="primary" to={`/signup?redirect=${encodeURIComponent(here)}`}>
                Sign up
              </LinkButton>
              <LinkButton to={`/login?redirect=${encodeURIComponent(here)}`}>Log in</LinkButton>
            </div>
          </section>
        ) : user.active && user.membership.status !== 'none' && user.membership.status !== 'lapsed' ? (
          <Alert
            title={`You’re already a ${PLANS[user.membership.plan as ActivePlanId]?.label ?? ''} member`.replace(
              'a  member',
              'a member',
            )}
          >
            See your membership and credits in <Link to={`/users/${user.id}/settings`}>your account</Link>.
          </Alert>
        ) : (
          <PayForMembership userId={user.id} plan={plan} fee={plans[plan].price} onDone={setDone} />
        )}
      </div>
    </div>
  );
}

function PayForMembership({
  userId,
  plan,
  fee,
  onDone,
}: {
  userId: number;
  plan: ActivePlanId;
  /** The plan's fee on the lab's active price list. */
  fee: number;
  onDone: (s: MembershipSubscription) => void;
}) {
  const config = usePaymentConfig();
  const cards = useSavedCards(userId);
  const purchase = usePurchaseMembership(userId);
  // Until the buyer picks, their newest saved card (or a new card when they have none).
  const [picked, setChoice] = useState<string | null>(null);
  const [card, setCard] = useState<NewCard>(EMPTY_CARD);
  const [promoCode, setPromoCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const saved = cards.data ?? [];
  const choice = picked ?? saved[0]?.paymentMethodId ?? NEW_CARD;

  if (config.data?.provider === 'stripe') {
    return (
      <Alert tone="danger" title="Memberships can’t be bought online here yet">
        Please contact the lab to become a member.
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let token = choice;
    setBusy(true);
    try {
      if (choice === NEW_CARD) {
        const expiry = readExpiry(card.expiry);
        if (!expiry) {
          setExpiryError('Use the month and year on the card, like 04/29.');
          return;
        }
        setExpiryError(undefined);
        token = await tokenizeCard({ number: card.number, cvc: card.cvc, ...expiry });
      }
      onDone((await purchase.mutateAsync({ plan, token, promoCode })).subscription);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setCard(EMPTY_CARD);
      setBusy(false);
    }
  };

  return (
    <form className={styles.stack} aria-labelledby="payment-title" onSubmit={(event) => void submit(event)}>
      <h2 id="payment-title" className={styles.sectionTitle}>
        Payment
      </h2>
      {error && (
        <Alert tone="danger" title="Payment didn’t go through">
          {error}
        </Alert>
      )}
      <TextField
        label="Promo code"
        optional
        value={promoCode}
        onChange={(event) => setPromoCode(event.target.value)}
        hint="Taken off the first year."
      />
      <MembershipCardFields
        cards={saved}
        choice={choice}
        onChoose={setChoice}
        card={card}
        onCard={setCard}
        expiryError={expiryError}
      />
      <Button type="submit" variant="primary" size="lg" block loading={busy}>
        Pay {formatCents(fee)}
        {promoCode.trim() ? ' less your promo' : ''}
      </Button>
      <p className={styles.muted}>Renews every year at this price until you cancel; cancel any time in your account.</p>
    </form>
  );
}

function Welcome({ subscription, user }: { subscription: MembershipSubscription; user: User | null }) {
  const plan = PLANS[subscription.plan as ActivePlanId];
  const end = subscription.currentPeriodEnd ? dateFormat.format(new Date(subscription.currentPeriodEnd)) : null;
  return (
    <section className={styles.stack} aria-labelledby="welcome-title">
      <h2 id="welcome-title" className={styles.sectionTitle} tabIndex={-1} ref={(node) => node?.focus()}>
        Welcome to {plan?.label ?? 'the membership'}
      </h2>
      <p>
        You paid {formatCents(subscription.amountPaid ?? 0)}.{end ? ` Your membership renews ${end}.` : ''}
      </p>
      <p className={styles.muted}>Your credits are ready for your next order.</p>
      {user && (
        <LinkButton variant="primary" to={`/users/${user.id}/settings`}>
          See your membership
        </LinkButton>
      )}
    </section>
  );
}
