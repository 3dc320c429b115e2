// The one sentence shown for a failed call (spec section 8), in words meant for people.

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorParts {
  /** The 400 body's list: strings naming the field, or objects carrying a message. */
  errors?: ReadonlyArray<string | { message?: string | null } | null | undefined> | null;
  message?: string | null;
  statusText?: string | null;
}

/**
 * What people call the fields whose names are meant for developers: a request body is the file
 * sent, a signature the link. Other fields are named from their own words ("memberPrice" is
 * "Member price"), and an id by what it points at ("productId" is "The product").
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  body: 'The file',
  query: 'The address',
  params: 'The address',
  url: 'The address',
  sig: 'The link',
  exp: 'The link',
  token: 'The sign-in',
  id: 'This item',
  ids: 'These items',
  email: 'Email',
  sku: 'SKU',
  zip: 'ZIP code',
  cvc: 'CVC',
};

/** The words a person reads for a field path: its last named part ("lines.0.quantity" -> "Quantity"). */
export function fieldLabel(field: string): string {
  const name =
    field
      .split('.')
      .filter((part) => part !== '' && !/^\d+$/.test(part))
      .at(-1) ?? field;
  const known = FIELD_LABELS[name];
  if (known) return known;
  const id = /^(\w+?)Ids?$/.exec(name);
  const words = (id ? id[1]! : name)
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return id ? `The ${words}` : words.charAt(0).toUpperCase() + words.slice(1);
}

const FIELD_ERROR = /^([\w.[\]-]+):\s*([\s\S]+)$/;

/**
 * One server error ("field: problem") as people read it. A problem that is a whole sentence (it
 * starts with a capital) shows alone: "paymentId: Your card was declined." is "Your card was
 * declined.". Otherwise the field's label leads: "email: must be an e-mail address" is "Email must
 * be an e-mail address". A developer's field name (body, paymentId, ids) never shows.
 */
export function errorForPeople(error: string): string {
  const text = error.trim();
  const match = FIELD_ERROR.exec(text);
  if (!match) return text;
  const problem = match[2]!.trim();
  if (/^\p{Lu}/u.test(problem)) return problem;
  return `${fieldLabel(match[1]!)} ${problem}`;
}

/** The errors joined by ', ', else the body's message, else the status text, else a generic line. */
export function apiErrorMessage({ errors, message, statusText }: ApiErrorParts): string {
  const listed = (errors ?? [])
    .map((error) => (typeof error === 'string' ? error : (error?.message ?? '')))
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map(errorForPeople);
  if (listed.length > 0) return [...new Set(listed)].join(', ');
  if (message?.trim()) return message.trim();
  if (statusText?.trim()) return statusText.trim();
  return GENERIC_ERROR_MESSAGE;
}

/** The free-label dialog shows the server's message capitalised (spec section 8). */
export function capitalizeMessage(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
