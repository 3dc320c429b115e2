import type { ProductSummary } from '@filmlab/api';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useCollectionMembershipChange, useCollectionProducts, useReorderCollection } from '../api/collections';
import styles from '../shared/catalogue.module.css';
import { AddProduct } from './add-product';
import { ProductOrder } from './product-order';

/** The products of one collection: in shop order, moved, taken out and added. */
export function CollectionProducts({ collectionId, collectionName }: { collectionId: number; collectionName: string }) {
  const products = useCollectionProducts(collectionId);
  const reorder = useReorderCollection(collectionId);
  const change = useCollectionMembershipChange();
  const [doomed, setDoomed] = useState<ProductSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
  const remove = async () => {
    if (!doomed) return;
    try {
      await change.mutateAsync({ collectionId, productId: doomed.id, add: false });
      showToast(`${doomed.name} is taken out of ${collectionName}.`);
    } catch (failure) {
      setError(message(failure));
    }
    setDoomed(null);
  };

  return (
    <section className={styles.section} aria-labelledby="collection-products-title">
      <h2 id="collection-products-title" className={styles.sectionTitle}>
        Products
      </h2>
      {error && <Alert tone="danger">{error}</Alert>}
      {reorder.isError && <Alert tone="danger">The new order was not saved: {reorder.error.message}</Alert>}
      {products.isPending ? (
        <Skeleton height={160} />
      ) : products.isError ? (
        <Alert tone="danger">{products.error.message}</Alert>
      ) : products.data.length === 0 ? (
        <p className={styles.muted}>No products in {collectionName} yet — find one below and add it.</p>
      ) : (
        <ProductOrder
          products={products.data}
          onReorder={(ordered) => {
            setError(null);
            reorder.mutate(ordered);
          }}
          onRemove={setDoomed}
        />
      )}
      <AddProduct
        memberIds={new Set((products.data ?? []).map((product) => product.id))}
        onAdd={async (productId, name) => {
          setError(null);
          try {
            await change.mutateAsync({ collectionId, productId, add: true });
            showToast(`${name} is added to ${collectionName}.`);
          } catch (failure) {
            setError(message(failure));
          }
        }}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={`Take ${doomed?.name ?? 'this product'} out of ${collectionName}?`}
        confirmLabel="Remove Product"
        busy={change.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void remove()}
      >
        <p>The product stays in the catalogue and in its other collections.</p>
      </ConfirmDialog>
    </section>
  );
}
