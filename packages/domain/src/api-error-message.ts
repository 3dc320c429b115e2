// The one sentence shown for a failed call (spec section 8).

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorParts {
  /** The 400 body's list: strings naming the field, or objects carrying a message. */
  errors?: ReadonlyArray<string | { message?: string | null } | null | undefined> | null;
  message?: string | null;
  statusText?: string | null;
}

/** The errors joined by ', ', else the body's message, else the status text, else a generic line. */
export function apiErrorMessage({ errors, message, statusText }: ApiErrorParts): string {
  const listed = (errors ?? [])
    .map((error) => (typeof error === 'string' ? error : (error?.message ?? '')))
    .map((text) => text.trim())
    .filter((text) => text !== '');
  if (listed.length > 0) return listed.join(', ');
  if (message?.trim()) return message.trim();
  if (statusText?.trim()) return statusText.trim();
  return GENERIC_ERROR_MESSAGE;
}

/** The free-label dialog shows the server's message capitalised (spec section 8). */
export function capitalizeMessage(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
