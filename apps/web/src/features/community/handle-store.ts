// The social handle a member last submitted with, kept in this browser so the next submission
// starts from it. Storage can be unavailable (private modes, quotas): then nothing is remembered.
const KEY = 'community:last-social-handle';

export function lastSocialHandle(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberSocialHandle(handle: string): void {
  try {
    if (handle) window.localStorage.setItem(KEY, handle);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not remembered; the member types it again next time.
  }
}
