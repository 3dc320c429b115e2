// Sending an unauthenticated person to log in and back again (spec section 2.4).

const LOGIN_PATH = '/login';

/** The login page, remembering where the person was (path, query and hash). */
export function loginPathFor(previousLocation: string): string {
  const target = safeRedirectTarget(previousLocation, '');
  // Remembering the login page itself (or an unsafe target) would only loop or leak.
  if (!target || isLoginPath(target) || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

function isLoginPath(path: string): boolean {
  return (
    path === LOGIN_PATH ||
    path.startsWith(`${LOGIN_PATH}?`) ||
    path.startsWith(`${LOGIN_PATH}#`) ||
    path.startsWith(`${LOGIN_PATH}/`)
  );
}

/**
 * The redirect target after login, or `fallback` unless it is a path on this site.
 * Browsers read `//host` and `/\host` as another host and ignore tabs and newlines inside URLs,
 * so only a single leading slash followed by no slash, backslash or control character passes.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  // A last check with a real URL parser: the target must stay on our own origin.
  const base = 'https://same-site.invalid';
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  return raw;
}
