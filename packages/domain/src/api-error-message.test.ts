import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  apiErrorMessage,
  capitalizeMessage,
  errorForPeople,
  fieldLabel,
  type ApiErrorParts,
} from './api-error-message.js';

describe('apiErrorMessage (spec section 8)', () => {
  it.each<[string, ApiErrorParts, string]>([
    [
      'errors joined by comma and space',
      {
        errors: ['email: is required', 'password: must be at least 8 characters'],
        message: 'Bad request',
        statusText: 'Bad Request',
      },
      'Email is required, Password must be at least 8 characters',
    ],
    ['a single error', { errors: ['zip: is required'], message: 'Bad request' }, 'ZIP code is required'],
    ['errors given as objects', { errors: [{ message: 'a' }, { message: 'b' }] }, 'a, b'],
    ['blank errors are skipped', { errors: ['', '  ', 'name: is required', null] }, 'Name is required'],
    [
      'a sentence shows without its developer field',
      { errors: ['paymentId: Your card was declined.'], message: 'Your card was declined.' },
      'Your card was declined.',
    ],
    [
      'the same words twice show once',
      { errors: ['price: Set it on the variant.', 'stock: Set it on the variant.'] },
      'Set it on the variant.',
    ],
    [
      'empty list falls to the message',
      { errors: [], message: 'Order not found', statusText: 'Not Found' },
      'Order not found',
    ],
    ['list of blanks falls to the message', { errors: [' '], message: 'Order not found' }, 'Order not found'],
    ['no list: the message', { message: 'Order not found', statusText: 'Not Found' }, 'Order not found'],
    ['blank message: the status text', { message: '  ', statusText: 'Not Found' }, 'Not Found'],
    ['only status text', { statusText: 'Service Unavailable' }, 'Service Unavailable'],
    ['nothing at all', {}, GENERIC_ERROR_MESSAGE],
    ['all null', { errors: null, message: null, statusText: null }, GENERIC_ERROR_MESSAGE],
    ['blank status text', { statusText: '' }, GENERIC_ERROR_MESSAGE],
  ])('%s', (_case, parts, expected) => {
    expect(apiErrorMessage(parts)).toBe(expected);
  });

  it('has a non-empty generic message', () => {
    expect(GENERIC_ERROR_MESSAGE.trim()).not.toBe('');
  });
});

describe('errorForPeople: a server error as people read it', () => {
  it.each([
    ['paymentId: Your card was declined.', 'Your card was declined.'],
    ['body: must be a JPEG or PNG image', 'The file must be a JPEG or PNG image'],
    ['email: must be an e-mail address', 'Email must be an e-mail address'],
    ['email: or password is incorrect', 'Email or password is incorrect'],
    ['memberPrice: is set on each variant', 'Member price is set on each variant'],
    ['promoCode: is not a code we know', 'Promo code is not a code we know'],
    ['variants.create.0.sku: is already taken', 'SKU is already taken'],
    ['lines.2.quantity: must be at least 1', 'Quantity must be at least 1'],
    ['productId: is not a product on sale', 'The product is not a product on sale'],
    ['sig: is invalid or expired', 'The link is invalid or expired'],
    ['address1: is required', 'Address 1 is required'],
    ['body: The request body is not valid JSON', 'The request body is not valid JSON'],
    ['A sentence with no field.', 'A sentence with no field.'],
    ['no field at all', 'no field at all'],
    ['  zip:   is required  ', 'ZIP code is required'],
  ])('%j -> %j', (error, shown) => {
    expect(errorForPeople(error)).toBe(shown);
  });
});

describe('fieldLabel', () => {
  it.each([
    ['body', 'The file'],
    ['paymentId', 'The payment'],
    ['defaultProductVariantId', 'The default product variant'],
    ['productIds', 'The product'],
    ['variants.update.0.id', 'This item'],
    ['newPassword', 'New password'],
    ['first_name', 'First name'],
  ])('%j -> %j', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('capitalizeMessage', () => {
  it.each([
    ['order not found', 'Order not found'],
    ['Already capital', 'Already capital'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(capitalizeMessage(input)).toBe(expected);
  });
});
