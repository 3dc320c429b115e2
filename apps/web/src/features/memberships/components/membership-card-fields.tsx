import type { SavedPaymentMethod } from '@filmlab/api';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import styles from './memberships.module.css';

export interface NewCard {
  number: string;
  expiry: string;
  cvc: string;
}

export const NEW_CARD = 'new';

/** '04/29' or '0429' -> month and year; null when unreadable. */
export function readExpiry(value: string): { expMonth: number; expYear: number } | null {
  const digits = value.replace(/\D/g, '');
  const match = /^(\d{2})(\d{2}|\d{4})$/.exec(digits);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const brandName = (brand: string | null) => (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

export function cardLabel(card: SavedPaymentMethod): string {
  const expires =
    card.expMonth && card.expYear
      ? ` · expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`
      : '';
  return `${brandName(card.brand)} •••• ${card.last4 ?? '????'}${expires}`;
}

/** A saved card to choose, or a new card's fields (the number is never kept). */
export function MembershipCardFields({
  cards,
  choice,
  onChoose,
  card,
  onCard,
  expiryError,
}: {
  cards: readonly SavedPaymentMethod[];
  choice: string;
  onChoose: (choice: string) => void;
  card: NewCard;
  onCard: (card: NewCard) => void;
  expiryError?: string;
}) {
  return (
    <>
      {cards.length > 0 && (
        <RadioGroup
          legend="Pay with"
          name="membership-card"
          value={choice}
          onChange={onChoose}
          options={[
            ...cards.map((saved) => ({ value: saved.paymentMethodId, label: cardLabel(saved) })),
            { value: NEW_CARD, label: 'A new card' },
          ]}
        />
      )}
      {choice === NEW_CARD && (
        <>
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={(event) => onCard({ ...card, number: event.target.value })}
            required
          />
          <div className={styles.cardRow}>
            <TextField
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={(event) => onCard({ ...card, expiry: event.target.value })}
              error={expiryError}
              required
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              onChange={(event) => onCard({ ...card, cvc: event.target.value })}
              required
            />
          </div>
        </>
      )}
    </>
  );
}
