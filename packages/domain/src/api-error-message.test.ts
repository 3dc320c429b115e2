import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, apiErrorMessage, capitalizeMessage, type ApiErrorParts } from './api-error-message.js';

describe('apiErrorMessage (spec section 8)', () => {
  it.each<[string, ApiErrorParts, string]>([
    [
      'errors joined by comma and space',
      {
        errors: ['email: is required', 'password: must be at least 8 characters'],
        message: 'Bad request',
        statusText: 'Bad Request',
      },
      'email: is required, password: must be at least 8 characters',
    ],
    ['a single error', { errors: ['zip: is required'], message: 'Bad request' }, 'zip: is required'],
    ['errors given as objects', { errors: [{ message: 'a' }, { message: 'b' }] }, 'a, b'],
    ['blank errors are skipped', { errors: ['', '  ', 'name: is required', null] }, 'name: is required'],
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

describe('capitalizeMessage', () => {
  it.each([
    ['order not found', 'Order not found'],
    ['Already capital', 'Already capital'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(capitalizeMessage(input)).toBe(expected);
  });
});
