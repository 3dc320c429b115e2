import { useParams } from 'react-router';
import { CartSidebar } from '../../features/cart/components/cart-sidebar';
import { useSession } from '../../features/session/use-session';
import { CollectionPage } from '../../features/shop/components/collection-page';
import { CollectionsPage } from '../../features/shop/components/collections-page';
import { ProductPage } from '../../features/shop/components/product-page';
import { buyerOf } from '../../lib/buyer';

/** /collections (spec 2.2). */
export function CollectionsRoute() {
  const { user, isLoggedIn } = useSession();
  return (
    <CollectionsPage buyer={buyerOf(user)} isLoggedIn={isLoggedIn} aside={<CartSidebar buyer={buyerOf(user)} />} />
  );
}

/** /collections/{collectionSlug}. */
export function CollectionRoute() {
  const { collectionSlug = '' } = useParams();
  const { user, isLoggedIn } = useSession();
  return (
    <CollectionPage
      key={collectionSlug}
      slug={collectionSlug}
      buyer={buyerOf(user)}
      isLoggedIn={isLoggedIn}
      aside={<CartSidebar buyer={buyerOf(user)} />}
    />
  );
}

/** /products/{productName}; /products/all (the sidebar cart's empty link) is its own route, the shop. */
export function ProductRoute() {
  const { productName = '' } = useParams();
  const { user } = useSession();
  return <ProductPage slug={productName} buyer={buyerOf(user)} />;
}
