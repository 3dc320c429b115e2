import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUspsTrackingNumber, mod10CheckDigit, newTrackingNumber, uspsBarcodeData } from './tracking-numbers.js';

describe('tracking numbers', () => {
  it.each([
    // Well-known GTINs, check digit last: the EAN-13 4006381333931 and the GTIN-14 12345678901231.
    ['400638133393', 1],
    ['1234567890123', 1],
  ])('the mod-10 check digit of %s is %i (weights 3, 1 from the right)', (digits, check) => {
    expect(mod10CheckDigit(digits)).toBe(check);
  });

  it('makes USPS numbers of 22 digits from 92 whose last digit checks, every time', () => {
    for (let i = 0; i < 2000; i++) {
      const number = newTrackingNumber('USPS');
      expect(number).toMatch(/^92001[0-8]\d{16}$/);
      expect(isUspsTrackingNumber(number), number).toBe(true);
    }
  });

  it('refuses a number with one digit changed, or two next to each other swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const number = newTrackingNumber('USPS');
        const changed = `${number.slice(0, at)}${(Number(number[at]) + by) % 10}${number.slice(at + 1)}`;
        expect(isUspsTrackingNumber(changed)).toBe(false);
        const [a, b] = [number[at]!, number[at + 1]!];
        // Two neighbours swap unnoticed only when they differ by 5 (3a + b = 3b + a mod 10).
        if (a !== b && Math.abs(Number(a) - Number(b)) !== 5 && at + 1 < 21) {
          const swapped = `${number.slice(0, at)}${b}${a}${number.slice(at + 2)}`;
          expect(isUspsTrackingNumber(swapped)).toBe(false);
        }
      }),
    );
  });

  it('puts 420 and the destination’s 5-digit ZIP before the tracking number in the barcode', () => {
    expect(uspsBarcodeData('78701-1234', '9200112345678901234567')).toBe('(420)78701(92)00112345678901234567');
    expect(() => uspsBarcodeData('787', '9200112345678901234567')).toThrow(/ZIP/);
  });

  it('keeps FedEx and UPS numbers in their shapes', () => {
    expect(newTrackingNumber('FEDEX')).toMatch(/^\d{12}$/);
    expect(newTrackingNumber('UPS')).toMatch(/^1Z\d{16}$/);
  });
});
