import type { User } from '@filmlab/api';
import {
  DevelopmentOrderError,
  NEGATIVES_OPTIONS,
  PLAN_IDS,
  isOneOf,
  needsCustomerAddress,
  negativesOptionCopy,
  priceDevelopmentOrder,
  rollDefaults,
  type DevelopmentOrderPrice,
  type PriceList,
  type ServiceLevel,
} from '@filmlab/domain';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePriceList } from '../../../lib/use-price-list';
import {
  addDraftRoll,
  changeDraft,
  resetDraft,
  useDraft,
  type DevelopmentDraft,
} from '../../../lib/development-draft-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useSavedAddresses } from '../api/addresses';
import { useLabelPrices } from '../api/labels';
import { useCreateOrder, useLabLocations, useSavedPreferences, useServiceCredits } from '../api/orders';
import { useBookPickUp } from '../api/courier-pick-ups';
import { CourierPickUpChoice } from './courier-pick-up';
import { LabelChoice } from './label-choice';
import { OrderAddress } from './order-address';
import styles from './orders.module.css';
import { PriceSummary } from './price-summary';
import { RollEditor } from './roll-editor';

const INBOUND_OPTIONS = [
  { value: 'DROP_OFF', label: 'Drop off at the lab' },
  { value: 'EXTERNAL_FULFILLMENT', label: 'Ship it yourself' },
  { value: 'PREPAID_LABEL', label: 'Prepaid shipping label' },
  { value: 'COURIER_PICK_UP', label: 'Courier pick-up (in our service area)' },
];
/** The draft priced by the domain, or why it cannot be yet. */
function priceOf(
  draft: DevelopmentDraft,
  user: User,
  credits: Parameters<typeof priceDevelopmentOrder>[0]['credits'],
  labelPrices: Partial<Record<ServiceLevel, number>>,
  prices: PriceList,
) {
  const planId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  try {
    const price = priceDevelopmentOrder({
      planId,
      active: user.active,
      rolls: draft.rolls.map((roll) => ({
        format: roll.format,
        process: roll.process,
        crossProcess: !!roll.crossProcess,
        pushPull: (roll.pushPull ?? 0) as 0,
        scanQuality: roll.scanQuality ?? 'STANDARD_2K',
        rush: !!roll.rush,
        sleeving: roll.sleeving ?? 'NONE',
        prints: !!roll.prints,
        returnToCustomer: !!roll.returnToCustomer,
      })),
      negativesAction: draft.negativesAction,
      inbound: { method: draft.inbound.method, serviceLevel: draft.inbound.serviceLevel },
      credits,
      labelPrices,
      prices,
    });
    return { price, problem: null };
  } catch (error) {
    if (error instanceof DevelopmentOrderError)
      return { price: null as DevelopmentOrderPrice | null, problem: error.message };
    throw error;
  }
}

/**
 * A development order, roll by roll (spec 2.1 first order and 2.5 New Order): the draft lives in
 * browser storage, the price follows every change, and the server prices it again on create.
 */
export function NewOrderPage({ user, onCreated }: { user: User; onCreated: (orderId: number) => void }) {
  const draft = useDraft();
  const preferences = useSavedPreferences(user.id);
  const credits = useServiceCredits(user.id);
  const locations = useLabLocations();
  const create = useCreateOrder(user.id);
  const book = useBookPickUp(user.id);
  const courier = draft.inbound.method === 'COURIER_PICK_UP';
  const labelPrices = useLabelPrices();
  const [error, setError] = useState<string | null>(null);
  const planId = isOneOf(PLAN_IDS, user.membership.plan) ? user.membership.plan : 'NON_MEMBER';
  const defaults = useMemo(
    () => rollDefaults({ planId, active: user.active, preferences: preferences.data ?? {} }),
    [planId, user.active, preferences.data],
  );
  // An empty draft starts with one roll, once the member's defaults are known.
  useEffect(() => {
    if (preferences.isSuccess && draft.rolls.length === 0) addDraftRoll(defaults);
  }, [preferences.isSuccess, draft.rolls.length, defaults]);

  const noCredits = { devScan: 0, scan4K: 0, rush: 0, proScan: 0 };
  // The lab's list in force, as the server prices the order on create (the seed until it is read).
  const prices = usePriceList();
  const { price, problem } = priceOf(draft, user, credits.data ?? noCredits, labelPrices.data ?? {}, prices);
  const dropOffs = (locations.data ?? []).filter((location) => location.dropOff);
  const lab = locations.data?.[0];
  // A prepaid label is sent from the order's address and negatives go back to it; otherwise none is asked.
  const addresses = useSavedAddresses(user.id);
  const needsAddress = needsCustomerAddress({
    inbound: draft.inbound,
    negativesAction: draft.negativesAction,
    rolls: draft.rolls,
  });
  const saved = addresses.data ?? [];
  const addressId =
    saved.find((a) => a.id === draft.addressId)?.id ?? saved.find((a) => a.primary)?.id ?? saved[0]?.id ?? null;

  /** The order exists either way: a window taken meanwhile is said, and the lab arranges another. */
  const bookCourier = async (orderId: number) => {
    try {
      await book.mutateAsync({
        orderId,
        addressId: draft.inbound.customerAddressId!,
        start: draft.inbound.pickUpStart!,
      });
      showToast('Your courier pick-up is booked.');
    } catch (caught) {
      showToast(
        `${caught instanceof ApiError ? caught.message : 'The pick-up could not be booked.'} We will e-mail you to arrange it.`,
        'danger',
      );
    }
  };

  const submit = async () => {
    setError(null);
    try {
      const made = await create.mutateAsync({
        rolls: draft.rolls.map(({ key: _key, brand, notes, ...roll }) => ({ ...roll, brand: brand || null, notes })),
        negativesAction: draft.negativesAction,
        inbound: {
          method: draft.inbound.method,
          serviceLevel: draft.inbound.method === 'PREPAID_LABEL' ? draft.inbound.serviceLevel : null,
          locationId: draft.inbound.method === 'DROP_OFF' ? draft.inbound.locationId : null,
          customerAddressId: null,
        },
        addressId: needsAddress ? addressId : null,
        notes: draft.notes || null,
      });
      resetDraft();
      if (courier) await bookCourier(made.order.id);
      onCreated(made.order.id);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The order could not be created. Please try again.');
    }
  };

  return (
    // Not a <form>: the address section holds its own form for a new address.
    <section className={styles.page} aria-labelledby="new-order-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>{user.firstOrderCreated ? 'New Order' : 'Your First Order'}</p>
        <h1 id="new-order-title" className={styles.title}>
          Your film
        </h1>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {draft.rolls.map((roll, index) => (
            <RollEditor key={roll.key} roll={roll} index={index} />
          ))}
          <Button onClick={() => addDraftRoll(defaults)}>Add a roll</Button>

          <section className={styles.section} aria-labelledby="negatives-title">
            <h2 id="negatives-title" className={styles.sectionTitle}>
              Your negatives
            </h2>
            <Select
              label="After development"
              placeholder="Choose what happens to them"
              value={draft.negativesAction ?? ''}
              options={NEGATIVES_OPTIONS.map(({ value }) => ({ value, label: negativesOptionCopy(value, planId) }))}
              onChange={(event) => {
                const value = event.currentTarget.value;
                changeDraft({
                  negativesAction: isOneOf(
                    NEGATIVES_OPTIONS.map((o) => o.value),
                    value,
                  )
                    ? value
                    : null,
                });
              }}
            />
          </section>

          <section className={styles.section} aria-labelledby="inbound-title">
            <h2 id="inbound-title" className={styles.sectionTitle}>
              Getting your film to us
            </h2>
            <RadioGroup
              legend="How will you send it?"
              name="inbound"
              options={INBOUND_OPTIONS}
              value={draft.inbound.method}
              onChange={(method) =>
                changeDraft({ inbound: { ...draft.inbound, method: method as DevelopmentDraft['inbound']['method'] } })
              }
            />
            {draft.inbound.method === 'DROP_OFF' && dropOffs.length > 0 && (
              <Select
                label="Drop-off location"
                placeholder="Choose a location"
                value={draft.inbound.locationId === null ? '' : String(draft.inbound.locationId)}
                options={dropOffs.map((location) => ({
                  value: String(location.id),
                  label: `${location.name}, ${location.address1} (${location.hours})`,
                }))}
                onChange={(event) =>
                  changeDraft({
                    inbound: { ...draft.inbound, locationId: Number(event.currentTarget.value) || null },
                  })
                }
              />
            )}
            {draft.inbound.method === 'EXTERNAL_FULFILLMENT' && lab && (
              <p className={styles.muted}>
                Send your film to {lab.name}, {lab.address1}, {lab.city}, {lab.state} {lab.zip}.
              </p>
            )}
            {courier && <CourierPickUpChoice userId={user.id} inbound={draft.inbound} />}
            {draft.inbound.method === 'PREPAID_LABEL' && (
              <LabelChoice
                inbound={draft.inbound}
                planId={planId}
                labelPrices={labelPrices.data ?? {}}
                prices={prices}
              />
            )}
          </section>
          {needsAddress && (
            <OrderAddress
              userId={user.id}
              value={addressId}
              hint={
                draft.inbound.method === 'PREPAID_LABEL'
                  ? 'Your prepaid label is made from this address, and anything we send back goes to it.'
                  : 'Your negatives come back to this address.'
              }
              onChoose={async (chosen) => changeDraft({ addressId: chosen })}
            />
          )}
          <TextField
            label="Order notes"
            optional
            value={draft.notes}
            maxLength={2000}
            onChange={(event) => changeDraft({ notes: event.currentTarget.value })}
          />
        </div>
        <aside className={styles.aside}>
          <PriceSummary price={price} problem={problem} />
          {error && <Alert tone="danger">{error}</Alert>}
          <Button
            variant="primary"
            block
            loading={create.isPending || book.isPending}
            disabled={
              !price ||
              (needsAddress && addressId === null) ||
              (courier && !(draft.inbound.pickUpStart && draft.inbound.customerAddressId))
            }
            onClick={() => void submit()}
          >
            Place order
          </Button>
          {needsAddress && addressId === null && addresses.isSuccess && (
            <p className={styles.muted}>Add your address to place the order.</p>
          )}
        </aside>
      </div>
    </section>
  );
}
