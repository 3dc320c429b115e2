import type { Buyer } from '@filmlab/domain';
import { useEffect } from 'react';
import { adoptCartFor, syncCartWithProducts, useCartState } from '../../lib/cart-store';
import { usePriceList } from '../../lib/use-price-list';
import { useCartProducts } from './api/get-cart-products';

/**
 * Keeps the cart true to the spec's rules while a header shows it: the order becomes the
 * logged-in customer's, and once the cart's products load, lines over stock come down to it and
 * every line shows the buyer's price (the member price once an active member logs in).
 * Returns the loaded products for the steppers' stock.
 */
export function useCartSync(userId: number | null, buyer: Buyer) {
  const lines = useCartState((state) => state.cart.lines);
  const products = useCartProducts(lines.map((line) => line.productId));

  useEffect(() => {
    adoptCartFor(userId);
  }, [userId]);

  const { planId, active } = buyer;
  // Print sizes are priced on the lab's price list in force.
  const { printSizes } = usePriceList();
  useEffect(() => {
    if (products.data) syncCartWithProducts(products.data, { planId, active }, printSizes);
  }, [products.data, planId, active, printSizes]);

  return products.data ?? [];
}
