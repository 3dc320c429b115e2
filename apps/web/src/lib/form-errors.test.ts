import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts each error under its field and words the rest for people, without developer field names', () => {
    const setError = vi.fn();
    const error = new ApiError(
      400,
      'unused',
      ['name: is already taken', 'variants.update.0.id: is not a variant of this product', 'body: is empty'],
      'Some fields are not valid',
    );
    const alert = applyServerErrors(error, setError, { name: 'Name' });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Name is already taken' });
    expect(alert).toBe('Some fields are not valid. This item is not a variant of this product. The file is empty.');
    expect(alert).not.toMatch(/variants\.|body:/);
  });

  it('shows the whole message when no error belongs to a field of the form', () => {
    const error = new ApiError(402, 'Your card was declined.', ['paymentId: Your card was declined.']);
    expect(applyServerErrors(error, vi.fn(), { name: 'Name' })).toBe('Your card was declined.');
  });
});
