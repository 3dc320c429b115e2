import { errorForPeople } from '@filmlab/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrors } from './api-client';

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Puts a failed call's errors where they belong: each 'field: problem' from the server under its
 * field ('E-mail is already registered'), and returns the message for the form's alert (the
 * server's own message, plus any error no field on this form shows, in people's words). Non-API
 * errors come back whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  labels: Partial<Record<Path<T>, string>>,
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const byField = fieldErrors(error.errors);
  const leftovers: string[] = [];
  let placed = 0;
  for (const [field, text] of Object.entries(byField)) {
    const label = labels[field as Path<T>];
    if (label) {
      setError(field as Path<T>, { type: 'server', message: `${label} ${text}` });
      placed += 1;
    } else {
      // An error no field here shows in the alert, in people's words (no developer field name).
      leftovers.push(errorForPeople(field ? `${field}: ${text}` : text));
    }
  }
  if (placed === 0) return error.message;
  const summary =
    error.serverMessage && error.serverMessage !== error.message
      ? error.serverMessage
      : 'Please check the highlighted fields.';
  return [summary, ...leftovers].map(asSentence).join(' ');
}
