import type { SavedPaymentMethod } from '@filmlab/api';
import { cardBrandName } from '@filmlab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { RadioGroup } from '../../../ui/radio-group';
import { saveCard, savedCardsKey, useSavedCards } from '../api/payment-calls';
import { CardForm } from './card-form';
import styles from './checkout.module.css';
import { messageOf, PayFormShell, usePayError, type PayFormProps } from './pay-form';

const NEW_CARD = 'new';

/** 'Visa •••• 4242 · expires 12/40' */
export function savedCardLabel(card: SavedPaymentMethod): string {
  const brand = cardBrandName(card.brand);
  const number = card.last4 ? ` •••• ${card.last4}` : '';
  const expiry =
    card.expMonth && card.expYear
      ? ` · expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`
      : '';
  return `${brand}${number}${expiry}`;
}

/** A card that has not expired by `now` (it runs to the end of its month). */
export function isUsable(card: SavedPaymentMethod, now = new Date()): boolean {
  if (!card.expMonth || !card.expYear) return true;
  return card.expYear * 12 + card.expMonth >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/**
 * A customer's payment step: their saved cards to pay with in one click, or a new card, which they
 * may save for next time (it becomes their default).
 */
export function CustomerPayment({ userId, total, ready, onPay }: PayFormProps & { userId: number }) {
  const queryClient = useQueryClient();
  const saved = useSavedCards(userId);
  const cards = (saved.data ?? []).filter((card) => isUsable(card));
  const [choice, setChoice] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  // Kept here: saving a new card swaps the forms below, and the reason a payment failed must stay shown.
  const [error, setError] = useState<string | null>(null);
  const failure = { error, setError };
  const selected = choice ?? cards[0]?.paymentMethodId ?? NEW_CARD;

  const payWithNewCard = async (paymentId: string) => {
    if (!remember) return onPay(paymentId);
    const card = await saveCard(userId, paymentId);
    setChoice(card.paymentMethodId);
    void queryClient.invalidateQueries({ queryKey: savedCardsKey(userId) });
    return onPay(card.paymentMethodId);
  };
  const newCard = (withTitle: boolean) => (
    <CardForm
      total={total}
      ready={ready}
      onPay={payWithNewCard}
      withTitle={withTitle}
      failure={failure}
      beforePay={
        <Checkbox
          label="Save this card for my next order"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
      }
    />
  );

  if (cards.length === 0) return newCard(true);
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        Payment
      </h2>
      <RadioGroup
        legend="Pay with"
        name="payment-method"
        options={[
          ...cards.map((card) => ({ value: card.paymentMethodId, label: savedCardLabel(card) })),
          { value: NEW_CARD, label: 'A new card' },
        ]}
        value={selected}
        onChange={(value) => {
          setChoice(value);
          setError(null);
        }}
      />
      {selected === NEW_CARD ? (
        newCard(false)
      ) : (
        <SavedCardPay paymentMethodId={selected} total={total} ready={ready} onPay={onPay} failure={failure} />
      )}
    </section>
  );
}

function SavedCardPay({
  paymentMethodId,
  total,
  ready,
  onPay,
  failure,
}: Pick<PayFormProps, 'total' | 'ready' | 'onPay' | 'failure'> & { paymentMethodId: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = usePayError(failure);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onPay(paymentMethodId);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PayFormShell
      withTitle={false}
      label="Your saved card"
      onSubmit={submit}
      error={error}
      busy={busy}
      total={total}
      ready={ready}
    />
  );
}
