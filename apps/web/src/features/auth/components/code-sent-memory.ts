import { getToken } from '../../../lib/session-store';

const KEY = 'filmlab.two-factor-sent';
/** Codes last 10 minutes; one sent less than 9 minutes ago is still worth typing in. */
const FRESH_MS = 9 * 60_000;

// Each new code retires the one before, so reopening the code screen (a reload, a guard sending the
// person back) must not send another while the e-mail they are reading still works.

const sessionTag = () => getToken()?.slice(-24) ?? '';

/** True when this session was sent a code that still works. */
export function codeRecentlySent(now = Date.now()): boolean {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { session?: string; at?: number } | null;
    return saved?.session === sessionTag() && typeof saved.at === 'number' && now - saved.at < FRESH_MS;
  } catch {
    return false;
  }
}

export function rememberCodeSent(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ session: sessionTag(), at: now }));
  } catch {
    // Private modes may refuse storage: the screen then sends a code each time it opens.
  }
}
