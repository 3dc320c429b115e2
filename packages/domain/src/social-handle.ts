// Photographers' social handles (spec sections 2.7 and 5).

/** The lab's own account, shown when a photographer gave none. A lab sets its own in config. */
export const DEFAULT_SOCIAL_HANDLE = 'filmlab';

const SOCIAL_PROFILE_BASE = 'https://www.instagram.com/';

/**
 * What people paste is often a profile URL or '@name'; the handle is the account name alone.
 * 'https://www.instagram.com/some.name/?hl=en' -> 'some.name'; '@some.name' -> 'some.name';
 * blank, or a URL without an account in it -> fallback.
 */
export function normalizeSocialHandle(input: string | null | undefined, fallback = DEFAULT_SOCIAL_HANDLE): string {
  let handle = (input ?? '').trim();
  if (looksLikeUrl(handle)) handle = firstPathSegment(handle);
  handle = handle.replace(/^@+/, '').trim();
  return handle === '' ? fallback : handle;
}

function looksLikeUrl(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i.test(text);
}

function firstPathSegment(text: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const segment = new URL(withScheme).pathname.split('/').find((part) => part !== '') ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The profile page a handle opens. */
export function socialProfileUrl(handle: string): string {
  return `${SOCIAL_PROFILE_BASE}${encodeURIComponent(normalizeSocialHandle(handle))}/`;
}
