import { useEffect } from 'react';
import { adoptCartFor, clampCartStock, useCartState } from '../../lib/cart-store';
import { useCartProducts } from './api/get-cart-products';

/**
 * Keeps the cart true to the spec's rules while a header shows it: the order becomes the
 * logged-in customer's, and once the cart's products load, lines over stock come down to it.
 * Returns the loaded products for the steppers' stock.
 */
export function useCartSync(userId: number | null) {
  const lines = useCartState((state) => state.cart.lines);
  const products = useCartProducts(lines.map((line) => line.productId));

  useEffect(() => {
    adoptCartFor(userId);
  }, [userId]);

  useEffect(() => {
    if (products.data) clampCartStock(products.data);
  }, [products.data]);

  return products.data ?? [];
}
