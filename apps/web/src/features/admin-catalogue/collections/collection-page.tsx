import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useCollection, useDeleteCollection, useUpdateCollection } from '../api/collections';
import styles from '../shared/catalogue.module.css';
import { ImageManager } from '../shared/image-manager';
import { PageHead } from '../shared/page-head';
import { collectionBody, CollectionForm, collectionValues } from './collection-form';
import { CollectionProducts } from './collection-products';

/** /admin/collections/:collectionId: its fields, images and products. */
export function CollectionPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.collectionId ?? '') ? Number(params.collectionId) : 0;
  const collection = useCollection(id);
  const update = useUpdateCollection(id);
  const remove = useDeleteCollection();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (collection.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton height={480} />
      </div>
    );
  }
  if (collection.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="danger" title="We couldn't load this collection.">
          {collection.error.message} <Link to="/admin/collections">Back to collections</Link>
        </Alert>
      </div>
    );
  }
  const item = collection.data.collection;
  return (
    <div className={styles.page}>
      <PageHead
        eyebrow={
          <>
            <Link to="/admin/collections">Collections</Link> · /collections/{item.slug}
          </>
        }
        title={item.name}
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete Collection
          </Button>
        }
      />
      <section className={styles.section} aria-labelledby="collection-title">
        <h2 id="collection-title" className={styles.sectionTitle}>
          Collection
        </h2>
        <CollectionForm
          values={collectionValues(item)}
          submitLabel="Save Collection"
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(collectionBody(values));
            showToast(`${saved.collection.name} is saved.`);
          }}
        />
      </section>
      <CollectionProducts collectionId={item.id} collectionName={item.name} />
      <section className={styles.section} aria-labelledby="collection-images-title">
        <h2 id="collection-images-title" className={styles.sectionTitle}>
          Images
        </h2>
        <ImageManager
          owner={{ target: 'collection', collectionId: item.id }}
          images={item.images}
          ownerName={item.name}
          onChange={() => collection.refetch()}
        />
      </section>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${item.name}?`}
        confirmLabel="Delete Collection"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              showToast(`${item.name} is deleted.`);
              void navigate('/admin/collections', { replace: true });
            },
            onError: (failure) => {
              setConfirming(false);
              showToast(failure.message, 'danger');
            },
          })
        }
      >
        <p>The collection and its images are removed. Its products stay in the catalogue. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
