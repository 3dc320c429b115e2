// What other modules may ask of the payment-methods module (DESIGN.md rule 4: they call these, never
// its tables): a customer's record at the payment provider, saving a card to it (a membership
// purchase pays with a card it saves first), and whether two accounts have used one card (referrals).
export { findProviderCustomer } from './find-provider-customer.js';
export { listPaymentMethods, savePaymentMethod } from './save-payment-method.js';
export { shareACard } from './shared-cards.js';
