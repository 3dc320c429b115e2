import type { Product } from '@filmlab/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useCollectionMembershipChange, useCollections } from '../api/collections';
import styles from '../shared/catalogue.module.css';

/** Which collections hold the product: ticking one adds it at the end of that collection, unticking takes it out. */
export function CollectionsSection({ product, onChange }: { product: Product; onChange: () => Promise<unknown> }) {
  const collections = useCollections();
  const change = useCollectionMembershipChange();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const toggle = async (collectionId: number, name: string, add: boolean) => {
    setError(null);
    setPending(collectionId);
    try {
      await change.mutateAsync({ collectionId, productId: product.id, add });
      await onChange();
      showToast(add ? `Added to ${name}.` : `Taken out of ${name}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="collections-title">
      <h2 id="collections-title" className={styles.sectionTitle}>
        Collections
      </h2>
      {error && <Alert tone="danger">{error}</Alert>}
      {collections.isPending ? (
        <Skeleton height={80} />
      ) : collections.isError ? (
        <Alert tone="danger">{collections.error.message}</Alert>
      ) : collections.data.length === 0 ? (
        <p className={styles.muted}>
          No collections yet. <Link to="/admin/collections">Create one</Link> to put this product in the shop.
        </p>
      ) : (
        <fieldset className={styles.checks}>
          <legend className="visually-hidden">Collections of {product.name}</legend>
          {collections.data.map(({ collection }) => (
            <Checkbox
              key={collection.id}
              label={collection.name}
              description={[!collection.active && 'inactive', collection.private && 'private']
                .filter(Boolean)
                .join(', ')}
              checked={product.collectionIds.includes(collection.id)}
              disabled={pending !== null}
              onChange={(event) => void toggle(collection.id, collection.name, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
}
