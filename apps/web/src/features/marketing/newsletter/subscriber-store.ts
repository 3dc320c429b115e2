import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { readStoredState, writeStoredState } from '../../../lib/stored-state';

/** The visitor's newsletter subscription as the browser remembers it (spec 2.10, 4). */
interface SubscriberState {
  email: string | null;
}

const SUBSCRIBER_STORAGE_KEY = 'filmlab.subscriber';

export const subscriberStore = createStore<SubscriberState>()(() => {
  const email = readStoredState<SubscriberState>(SUBSCRIBER_STORAGE_KEY)?.email;
  return { email: typeof email === 'string' ? email : null };
});
subscriberStore.subscribe((state) => writeStoredState(SUBSCRIBER_STORAGE_KEY, { email: state.email }));

/**
 * The subscriber's e-mail. A pre-rendered page was rendered for a visitor who has not subscribed, so
 * the page hydrates as one and shows the subscription right after (reading the stored state during
 * hydration made the footer differ from the server's HTML: React error 418 on every page).
 */
export const useSubscriber = () =>
  useSyncExternalStore(
    subscriberStore.subscribe,
    () => subscriberStore.getState().email,
    () => null,
  );
export const setSubscriber = (email: string | null) => subscriberStore.setState({ email });

/** POST /api/subscribers { email, zip }; the server reads IP and country from the request. */
export async function subscribe(email: string): Promise<void> {
  const { apiRequest } = await import('../../../lib/api-client');
  await apiRequest('/subscribers', { method: 'POST', body: { email, zip: '0' }, onUnauthorized: 'ignore' });
}
