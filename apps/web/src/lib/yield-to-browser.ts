/**
 * Lets the browser paint and answer input before the next step: each step of the app's start is a
 * short task of its own on a phone, not one long one (scheduler.yield keeps our place in the queue).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
