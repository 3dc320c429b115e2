// The price of a development order (spec sections 3, 4, 6 and 9): every roll's development and
// scan, its add-ons, the negatives action, return shipping and the way the film reaches the lab,
// with the buyer's service credits spent first. Server and web both price drafts with this one
// function; the server recomputes it from the rolls and the database, never from client amounts.
import { serviceLevelLabel, type ScanSize, type ServiceLevel, type ShipmentMethod, type Sleeving } from './enums.js';
import { type NegativesAction } from './negatives-options.js';
import type { PlanId } from './plan-ids.js';
import { priceFor, serviceLabel, type PricedService, type ServicePrices } from './prices.js';
import { returnService, returnShippingCents, type ReturnServiceLevel } from './return-shipping.js';
import { SHIPMENT_METHOD_BASE_CENTS, shippingCents, type ShippingCode } from './shipping.js';

export const FILM_FORMATS = [
  { value: '35mm', label: '35mm' },
  { value: '120', label: '120' },
  { value: '110', label: '110' },
  { value: 'disposable', label: 'Disposable' },
  { value: 'half-frame', label: 'Half Frame' },
] as const;
export type FilmFormat = (typeof FILM_FORMATS)[number]['value'];
export const FILM_FORMAT_VALUES = FILM_FORMATS.map((format) => format.value) as [FilmFormat, ...FilmFormat[]];

export const FILM_PROCESSES = ['C-41', 'BW', 'E-6', 'ECN-2'] as const;
export type FilmProcess = (typeof FILM_PROCESSES)[number];

export const PUSH_PULL_STOPS = [-2, -1, 0, 1, 2, 3] as const;
export type PushPullStops = (typeof PUSH_PULL_STOPS)[number];

/** The service credits a membership grants (section 9); 'unlimited' where the plan prices it at 0. */
export type CreditKind = 'devScan' | 'scan4K' | 'rush' | 'proScan';
export type CreditBalance = Readonly<Record<CreditKind, number | 'unlimited'>>;
export const NO_CREDITS: CreditBalance = { devScan: 0, scan4K: 0, rush: 0, proScan: 0 };
export const CREDIT_KINDS = ['devScan', 'scan4K', 'rush', 'proScan'] as const satisfies readonly CreditKind[];

/** The service product each credit is a credit for (credits.productId), by sku. */
export const CREDIT_PRODUCT_SKUS: Readonly<Record<CreditKind, string>> = {
  devScan: 'devscan',
  scan4K: '4kscans',
  rush: 'rush',
  proScan: 'proscans',
};

/** One roll as the customer described it. `process` is what the lab develops it in. */
export interface DevelopmentRoll {
  format: FilmFormat;
  process: FilmProcess;
  /** Developed in another process than the film's own (e.g. E-6 slide film in C-41). */
  crossProcess: boolean;
  pushPull: PushPullStops;
  scanQuality: ScanSize;
  rush: boolean;
  sleeving: Sleeving;
  prints: boolean;
  returnToCustomer: boolean;
}

/** How the film reaches the lab; a prepaid label names its service level. */
export interface InboundShipment {
  method: Exclude<ShipmentMethod, 'RETURN_MAILER'>;
  serviceLevel?: ServiceLevel | null;
}

/** The prepaid label services a customer may choose for sending film in, by their shipping code. */
export const INBOUND_LABEL_CODES: Readonly<Partial<Record<ServiceLevel, ShippingCode>>> = {
  fedex_ground: 'prepaidlabelfedexground',
  fedex_2_day: 'prepaidlabelfedex2day',
  standard_overnight: 'prepaidlabelfedexovernight',
  usps_first: 'prepaidlabelfirst',
};

/** The lab's service products a development order's lines are billed as (besides shipping). */
export const DEVELOPMENT_SERVICE_SKUS = [
  'devscan',
  'ecn2devscan',
  'e6devscan',
  'additionalroll',
  'rush',
  'proscans',
  '4kscans',
  'cutsleeving',
  'uncutsleeving',
  'pushpullroll',
  'halfframes',
  'crossprocessroll',
  '4x6prints',
  'e6proscanadd',
  'ecn2proscanadd',
  'returnnegatives',
] as const;

/** What each line is: the sku of the lab's service product it is billed as. */
export type DevelopmentLineSku = (typeof DEVELOPMENT_SERVICE_SKUS)[number] | ShippingCode;

export interface DevelopmentLine {
  sku: DevelopmentLineSku;
  label: string;
  quantity: number;
  /** Cents per unit; 0 on a line paid with credits. */
  unitCents: number;
  /** The credit that paid this line, or null for a line paid in money. */
  credit: CreditKind | null;
}

export interface DevelopmentOrderInput {
  planId: PlanId;
  /** The member flag: a lapsed member is billed as a non-member and has no credits to spend. */
  active: boolean;
  rolls: readonly DevelopmentRoll[];
  negativesAction: NegativesAction | null;
  inbound: InboundShipment;
  credits: CreditBalance;
  /**
   * Prices of prepaid label services the spec gives no figure for (FedEx 2Day and Overnight),
   * from the lab's shipping products. Services without a price here or in the domain are refused.
   */
  labelPrices?: Readonly<Partial<Record<ServiceLevel, number>>>;
  /** The return parcel the customer asked for after ordering (the return-negatives form), if any. */
  returnServiceLevel?: ReturnServiceLevel | null;
  /** The lab's active price list (the defaults when absent). */
  prices?: ServicePrices;
}

export interface DevelopmentOrderPrice {
  lines: DevelopmentLine[];
  /** Cents to pay before tax. */
  subtotal: number;
  /** What the spent credits would have cost, in cents (shown as saved). */
  creditValue: number;
  creditsUsed: Record<CreditKind, number>;
}

export class DevelopmentOrderError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The plan a buyer is billed on: a lapsed member pays list prices. */
export function billedPlan(planId: PlanId, active: boolean): PlanId {
  return active ? planId : 'NON_MEMBER';
}

/**
 * The base service of a roll. A member's C-41 or black-and-white roll is an "additional roll"
 * (the legacy plans' cheaper price lives there); E-6 and ECN-2 have their own dev+scan prices.
 * Cross-processed film is billed by the chemistry it goes through.
 */
export function baseServiceOf(
  process: FilmProcess,
  planId: PlanId,
): { sku: DevelopmentLineSku; service: PricedService } {
  if (process === 'E-6') return { sku: 'e6devscan', service: 'e6DevScan' };
  if (process === 'ECN-2') return { sku: 'ecn2devscan', service: 'ecn2DevScan' };
  return planId === 'NON_MEMBER'
    ? { sku: 'devscan', service: 'devScan' }
    : { sku: 'additionalroll', service: 'additionalRoll' };
}

/**
 * Cross processing has no price in the spec; it costs what a push or pull does (the same lab
 * work of a changed development), so it can never be missing from a quote.
 */
export function crossProcessPrice(planId: PlanId, list?: ServicePrices): number {
  return priceFor('pushPull', planId, list);
}

/** The negatives actions that sleeve every roll now (the pick-up-or-auto ones are billed only if it happens). */
const SLEEVING_ACTIONS: Partial<Record<NegativesAction, Exclude<Sleeving, 'NONE'>>> = {
  CUT_SLEEVING: 'CUT',
  UNCUT_SLEEVING: 'UNCUT',
};
const SHIP_BACK_ACTIONS: readonly NegativesAction[] = ['SHIP_BACK'];

type ReturnChoices = Pick<DevelopmentOrderInput, 'negativesAction'> & {
  rolls: ReadonlyArray<{ returnToCustomer?: boolean | null | undefined }>;
};

/** Negatives go back by post: a roll asked for it, or the order's negatives action ships them. */
export function shipsNegativesBack(input: ReturnChoices): boolean {
  return (
    input.rolls.some((roll) => !!roll.returnToCustomer) ||
    (input.negativesAction !== null && SHIP_BACK_ACTIONS.includes(input.negativesAction))
  );
}

/**
 * The order needs the customer's address: a prepaid label is sent from it, or negatives go back to
 * it. Otherwise (dropped off, or sent by the customer and nothing comes back) it needs none, and is
 * taxed where the lab is.
 */
export function needsCustomerAddress(input: ReturnChoices & { inbound: { method: string } }): boolean {
  return input.inbound.method === 'PREPAID_LABEL' || shipsNegativesBack(input);
}

class Ledger {
  readonly lines: DevelopmentLine[] = [];
  readonly used: Record<CreditKind, number> = { devScan: 0, scan4K: 0, rush: 0, proScan: 0 };
  creditValue = 0;
  constructor(private readonly left: Record<CreditKind, number | 'unlimited'>) {}

  /** One unit of a service; paid by a credit of `kind` while the buyer has one left. */
  add(sku: DevelopmentLineSku, label: string, cents: number, kind: CreditKind | null = null) {
    const remaining = kind ? this.left[kind] : 0;
    if (kind && cents > 0 && (remaining === 'unlimited' || remaining > 0)) {
      if (remaining !== 'unlimited') this.left[kind] = remaining - 1;
      this.used[kind] += 1;
      this.creditValue += cents;
      this.push(sku, `${label} (credit)`, 0, kind);
    } else this.push(sku, label, cents, null);
  }

  private push(sku: DevelopmentLineSku, label: string, unitCents: number, credit: CreditKind | null) {
    const same = this.lines.find((l) => l.sku === sku && l.unitCents === unitCents && l.credit === credit);
    if (same) same.quantity += 1;
    else this.lines.push({ sku, label, quantity: 1, unitCents, credit });
  }
}

const label = (service: PricedService) => serviceLabel(service);

function inboundLine(input: DevelopmentOrderInput, planId: PlanId, list?: ServicePrices): DevelopmentLine | null {
  const { method, serviceLevel } = input.inbound;
  if (method !== 'PREPAID_LABEL') {
    if (SHIPMENT_METHOD_BASE_CENTS[method] !== 0) throw new DevelopmentOrderError('inbound.method', 'is not offered');
    return null;
  }
  const level = serviceLevel ?? 'fedex_ground';
  const code = INBOUND_LABEL_CODES[level];
  if (!code) throw new DevelopmentOrderError('inbound.serviceLevel', `${level} is not a label for sending film in`);
  const cents = shippingCents(code, planId, list) ?? input.labelPrices?.[level] ?? null;
  if (cents === null) throw new DevelopmentOrderError('inbound.serviceLevel', `${level} has no price yet`);
  return {
    sku: code,
    label: `Prepaid Label (${serviceLevelLabel(level)})`,
    quantity: 1,
    unitCents: cents,
    credit: null,
  };
}

/** The development order's lines and amounts for this buyer, credits spent first. */
export function priceDevelopmentOrder(input: DevelopmentOrderInput): DevelopmentOrderPrice {
  if (input.rolls.length === 0) throw new DevelopmentOrderError('rolls', 'add at least one roll');
  const planId = billedPlan(input.planId, input.active);
  const list = input.prices;
  const ledger = new Ledger(planId === 'NON_MEMBER' ? { ...NO_CREDITS } : { ...input.credits });
  const sleeveAll = input.negativesAction ? SLEEVING_ACTIONS[input.negativesAction] : undefined;

  for (const roll of input.rolls) {
    const base = baseServiceOf(roll.process, planId);
    ledger.add(base.sku, label(base.service), priceFor(base.service, planId, list), 'devScan');
    if (roll.format === 'half-frame')
      ledger.add('halfframes', label('halfFrames'), priceFor('halfFrames', planId, list));
    if (roll.pushPull !== 0) ledger.add('pushpullroll', label('pushPull'), priceFor('pushPull', planId, list));
    if (roll.crossProcess) ledger.add('crossprocessroll', 'Cross Process', crossProcessPrice(planId, list));
    if (roll.scanQuality === 'STANDARD_4K' || roll.scanQuality === 'STANDARD_4K_PRE_SCAN') {
      ledger.add('4kscans', label('scan4K'), priceFor('scan4K', planId, list), 'scan4K');
    }
    if (roll.scanQuality === 'PRO') {
      ledger.add('proscans', label('proScan'), priceFor('proScan', planId, list), 'proScan');
      if (roll.process === 'E-6')
        ledger.add('e6proscanadd', label('e6ProScanAddOn'), priceFor('e6ProScanAddOn', planId, list));
      if (roll.process === 'ECN-2') {
        ledger.add('ecn2proscanadd', label('ecn2ProScanAddOn'), priceFor('ecn2ProScanAddOn', planId, list));
      }
    }
    if (roll.rush) ledger.add('rush', label('rush'), priceFor('rush', planId, list), 'rush');
    const sleeving = roll.sleeving === 'NONE' ? (sleeveAll ?? 'NONE') : roll.sleeving;
    if (sleeving === 'CUT') ledger.add('cutsleeving', label('cutSleeving'), priceFor('cutSleeving', planId, list));
    if (sleeving === 'UNCUT')
      ledger.add('uncutsleeving', label('uncutSleeving'), priceFor('uncutSleeving', planId, list));
    if (roll.prints) ledger.add('4x6prints', label('prints4x6'), priceFor('prints4x6', planId, list));
  }

  // Negatives go back in one parcel per order, whichever rolls asked for it.
  const shipBack = shipsNegativesBack(input);
  if (input.returnServiceLevel) {
    // The chosen return parcel replaces the one the order was placed with: negatives travel once.
    const chosen = returnService(input.returnServiceLevel);
    ledger.add(
      chosen.code,
      `Return Shipping (${chosen.label})`,
      returnShippingCents(chosen.serviceLevel, planId, list),
    );
  } else if (shipBack) {
    ledger.add('returnnegatives', label('returnNegativesShipping'), priceFor('returnNegativesShipping', planId, list));
  }
  const lines = ledger.lines;
  const inbound = inboundLine(input, planId, list);
  if (inbound) lines.push(inbound);
  // Free lines (e.g. Super Nice rush, the free USPS label) stay visible: they are part of the order.
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return { lines, subtotal, creditValue: ledger.creditValue, creditsUsed: ledger.used };
}
