// The orders module finds a buyer's provider customer here; saved cards are the payment-methods
// module's (payment-methods/payment-method-service.ts).
export { findProviderCustomer } from '../payment-methods/payment-method-service.js';
