// Tracking numbers of the local provider, in each carrier's shape. USPS numbers follow the
// Intelligent Mail package barcode (IMpb): a scanner or a tracking form that checks the last digit
// accepts them, and the barcode carries the destination ZIP the way USPS sorts by it.
import { randomInt } from 'node:crypto';
import type { Carrier } from '@filmlab/domain';

/** The USPS channel identifier of a mailer's IMpb number, and the service type code of First-Class. */
const USPS_CHANNEL = '92';
const USPS_FIRST_CLASS_SERVICE = '001';

const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/**
 * The GS1 mod-10 check digit (USPS uses it for IMpb): from the rightmost digit leftwards the weights
 * are 3, 1, 3, 1 ..., and the check digit brings the weighted sum up to a multiple of ten.
 */
export function mod10CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not a string of digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A 22-digit IMpb tracking number (92, service, mailer id, serial) whose last digit checks. */
export function isUspsTrackingNumber(trackingNumber: string): boolean {
  return (
    /^92\d{20}$/.test(trackingNumber) &&
    mod10CheckDigit(trackingNumber.slice(0, -1)) === Number(trackingNumber.slice(-1))
  );
}

/**
 * A USPS IMpb number: channel 92, the First-Class service type, a 9-digit mailer id (those start
 * with 0 to 8; 9 marks a 6-digit one), a 7-digit serial and the check digit: 22 digits.
 */
function newUspsTrackingNumber(): string {
  const body = `${USPS_CHANNEL}${USPS_FIRST_CLASS_SERVICE}${randomInt(9)}${randomDigits(8)}${randomDigits(7)}`;
  return `${body}${mod10CheckDigit(body)}`;
}

/** A tracking number in its carrier's shape: USPS IMpb (22 digits from 92), FedEx 12 digits, UPS 1Z... */
export function newTrackingNumber(carrier: Carrier): string {
  if (carrier === 'USPS') return newUspsTrackingNumber();
  if (carrier === 'UPS') return `1Z${randomDigits(16)}`;
  return randomDigits(12);
}

/**
 * What the USPS barcode holds, in GS1 notation (application identifiers in brackets): 420 and the
 * destination's 5-digit ZIP, then the tracking number, whose own first two digits are its 92.
 */
export function uspsBarcodeData(destinationZip: string, trackingNumber: string): string {
  const zip = destinationZip.replace(/\D/g, '').slice(0, 5);
  if (zip.length !== 5) throw new Error(`destination ZIP ${destinationZip} has no 5 digits`);
  return `(420)${zip}(${trackingNumber.slice(0, 2)})${trackingNumber.slice(2)}`;
}
