import { DEFAULT_PRICE_LIST, applyPriceEdits, formatCents } from '@filmlab/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceListFromPage } from './page-prices';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'price-list' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

const raised = applyPriceEdits(DEFAULT_PRICE_LIST, [
  { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
  { kind: 'plan', planId: 'NICE_2025', cents: 21999, credits: { devScan: 12 } },
]).list;

describe('the price list the server wrote into the page', () => {
  afterEach(() => {
    document.getElementById('price-list')?.remove();
    vi.resetModules();
  });

  it('is read when it is a price list, and ignored when it is missing or damaged', () => {
    expect(priceListFromPage(pageWith(JSON.stringify(raised)))).toEqual(raised);
    expect(priceListFromPage(pageWith(null))).toBeNull();
    expect(priceListFromPage(undefined)).toBeNull();
    expect(priceListFromPage(pageWith('{"prices":'))).toBeNull();
    expect(priceListFromPage(pageWith('{"prices":{}}'))).toBeNull();
    expect(priceListFromPage(pageWith('null'))).toBeNull();
  });

  it('prices the copy and the plans in the browser, so they match what the server filled in', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'price-list';
    block.textContent = JSON.stringify(raised);
    document.head.append(block);
    const { PAGE_PRICES } = await import('./page-prices');
    const { pageCredits, pageFee, pagePlans } = await import('./page-plans');
    expect(PAGE_PRICES.amount('devScan', 'NON_MEMBER')).toBe('$18.99');
    expect(pageFee('NICE_2025')).toBe('$219.99');
    expect(pagePlans().NICE_2025.benefits.annualCost.value).toBe('$219.99');
    expect(pageCredits('devScan', 'NICE_2025')).toBe('12');
    expect(pagePlans().NICE_2025.benefits.devScanCredits.value).toBe('12');
  });

  it('prices them at the seed’s prices on a page without one (the dev server, tests)', async () => {
    const { PAGE_PRICES } = await import('./page-prices');
    const { pageFee } = await import('./page-plans');
    expect(PAGE_PRICES.amount('devScan', 'NON_MEMBER')).toBe(formatCents(DEFAULT_PRICE_LIST.prices.devScan.NON_MEMBER));
    expect(pageFee('NICE_2025')).toBe(formatCents(DEFAULT_PRICE_LIST.plans.NICE_2025.price));
  });
});
