import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { apiRequest } from '../../../lib/api-client';

/** The visitor's newsletter subscription as the browser remembers it (spec 2.10, 4). */
interface SubscriberState {
  email: string | null;
}

export const subscriberStore = createStore<SubscriberState>()(
  persist((): SubscriberState => ({ email: null }), { name: 'filmlab.subscriber' }),
);

export const useSubscriber = () => useStore(subscriberStore, (state) => state.email);
export const setSubscriber = (email: string | null) => subscriberStore.setState({ email });

/** POST /api/subscribers { email, zip }; the server reads IP and country from the request. */
export async function subscribe(email: string): Promise<void> {
  await apiRequest('/subscribers', { method: 'POST', body: { email, zip: '0' }, onUnauthorized: 'ignore' });
}
