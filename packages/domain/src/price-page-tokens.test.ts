import { describe, expect, it } from 'vitest';
import { CREDIT_KINDS } from './development-order.js';
import { PLAN_IDS } from './plan-ids.js';
import { DEFAULT_PRICE_LIST, applyPriceEdits, plansFor } from './price-list.js';
import { fillPriceTokens, priceTextsOf } from './price-page-fill.js';
import { PRICE_TOKEN_TEXTS } from './price-page-tokens.js';
import { PRICED_SERVICES } from './prices.js';

const changed = applyPriceEdits(DEFAULT_PRICE_LIST, [
  { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
  { kind: 'service', service: 'devScan', tier: 'SUPER_NICE_2025', cents: 899 },
  { kind: 'service', service: 'pushPull', tier: 'NICE_2025', cents: 0 },
  { kind: 'service', service: 'rush', tier: 'NICE_2025', cents: 0 },
  { kind: 'service', service: 'returnNegativesShipping', tier: 'NON_MEMBER', cents: 0 },
  { kind: 'plan', planId: 'NICE_2025', cents: 21999, credits: { devScan: 12, rush: 'unlimited' } },
]).list;

describe('price tokens of the pre-rendered pages', () => {
  it('are filled with the prices of the list in force', () => {
    const page = [
      `Get Started - ${PRICE_TOKEN_TEXTS.amount('devScan', 'NON_MEMBER')} / roll`,
      `from ${PRICE_TOKEN_TEXTS.memberFrom('devScan')} for members`,
      `Nice costs ${PRICE_TOKEN_TEXTS.fee('NICE_2025')} a year`,
      `Push/Pull: ${PRICE_TOKEN_TEXTS.benefit('pushPull', 'NICE_2025')}`,
      `Return Shipping: ${PRICE_TOKEN_TEXTS.shipping('NON_MEMBER')}`,
      `Nice grants ${PRICE_TOKEN_TEXTS.credits('devScan', 'NICE_2025')} rolls, ${PRICE_TOKEN_TEXTS.credits('rush', 'NICE_2025')} rush`,
    ].join('\n');
    expect(fillPriceTokens(page, DEFAULT_PRICE_LIST)).toBe(
      [
        'Get Started - $17.99 / roll',
        'from $9.99 for members',
        'Nice costs $199.99 a year',
        'Push/Pull: $1.99',
        'Return Shipping: $7.99',
        'Nice grants 10 rolls, 3 rush',
      ].join('\n'),
    );
    expect(fillPriceTokens(page, changed)).toBe(
      [
        'Get Started - $18.99 / roll',
        'from $8.99 for members',
        'Nice costs $219.99 a year',
        'Push/Pull: Included',
        'Return Shipping: Free',
        'Nice grants 12 rolls, Unlimited rush',
      ].join('\n'),
    );
  });

  it('fill in exactly what the browser renders from the same list, for every service and plan', () => {
    for (const list of [DEFAULT_PRICE_LIST, changed]) {
      const texts = priceTextsOf(list);
      for (const planId of PLAN_IDS) {
        expect(fillPriceTokens(PRICE_TOKEN_TEXTS.fee(planId), list)).toBe(texts.fee(planId));
        expect(fillPriceTokens(PRICE_TOKEN_TEXTS.shipping(planId), list)).toBe(texts.shipping(planId));
        for (const kind of CREDIT_KINDS) {
          expect(fillPriceTokens(PRICE_TOKEN_TEXTS.credits(kind, planId), list)).toBe(texts.credits(kind, planId));
        }
        for (const { key } of PRICED_SERVICES) {
          expect(fillPriceTokens(PRICE_TOKEN_TEXTS.amount(key, planId), list)).toBe(texts.amount(key, planId));
          expect(fillPriceTokens(PRICE_TOKEN_TEXTS.benefit(key, planId), list)).toBe(texts.benefit(key, planId));
        }
      }
      // The plans' benefit texts: written with tokens and filled, or priced from the list in the browser.
      const withTokens = JSON.stringify(plansFor(list, PRICE_TOKEN_TEXTS));
      expect(withTokens).toContain('zqprice-');
      expect(fillPriceTokens(withTokens, list)).toBe(JSON.stringify(plansFor(list)));
    }
  });

  it('leaves a token no page writes as it is, and text without tokens untouched', () => {
    const odd = 'zqprice-amount-notAService-NON_MEMBER-qz zqprice-fee-plan-NOT_A_PLAN-qz zqprice-what-devScan-qz';
    expect(fillPriceTokens(odd, changed)).toBe(odd);
    expect(fillPriceTokens('$17.99 a roll', changed)).toBe('$17.99 a roll');
  });
});
