import { ApiError } from '../../../lib/api-client';

/**
 * The server names a variant's fields by their place in the body ('variants.create.0.price: must
 * not be negative'); a form about that one variant knows them as 'price'. Other errors pass as they are.
 */
export function unnestErrors(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = error.errors.map((text) => (text.startsWith(prefix) ? text.slice(prefix.length) : text));
  return new ApiError(error.status, error.message, errors, error.serverMessage);
}
