import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { showToast } from '../../../ui/toast';
import { useCollections, useCreateCollection } from '../api/collections';
import styles from '../shared/catalogue.module.css';
import { PageHead } from '../shared/page-head';
import { collectionBody, CollectionForm, EMPTY_COLLECTION } from './collection-form';

/** /admin/collections: every collection in shop-header order, and a way to add one. */
export function CollectionsPage() {
  const collections = useCollections();
  const create = useCreateCollection();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <div className={styles.page}>
      <PageHead
        eyebrow="Admin · Catalogue"
        title="Collections"
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            New Collection
          </Button>
        }
      />
      {collections.isPending ? (
        <Skeleton height={240} />
      ) : collections.isError ? (
        <Alert tone="danger">{collections.error.message}</Alert>
      ) : (
        <Table>
          <caption className="visually-hidden">Collections</caption>
          <thead>
            <tr>
              <NumericHeader scope="col">Position</NumericHeader>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Active</th>
              <th scope="col">Private</th>
              <NumericHeader scope="col">Products</NumericHeader>
            </tr>
          </thead>
          <tbody>
            {collections.data.length === 0 && (
              <tr>
                <td colSpan={6}>No collections yet — create the first one.</td>
              </tr>
            )}
            {collections.data.map(({ collection, productCount }) => (
              <tr key={collection.id}>
                <NumericCell>{collection.orderIndex}</NumericCell>
                <th scope="row" className={styles.rowHeader}>
                  <Link to={`/admin/collections/${collection.id}`}>{collection.name}</Link>
                </th>
                <td className={styles.mono}>/collections/{collection.slug}</td>
                <td>{collection.active ? 'Yes' : 'No'}</td>
                <td>{collection.private ? 'Yes' : 'No'}</td>
                <NumericCell>{productCount}</NumericCell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New Collection">
        <CollectionForm
          values={EMPTY_COLLECTION}
          submitLabel="Create Collection"
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const saved = await create.mutateAsync(collectionBody(values));
            showToast(`${saved.collection.name} is created.`);
            setCreating(false);
            void navigate(`/admin/collections/${saved.collection.id}`);
          }}
        />
      </Dialog>
    </div>
  );
}
