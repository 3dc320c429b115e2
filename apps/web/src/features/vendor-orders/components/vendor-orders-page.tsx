import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useVendorOrders } from '../api/vendor-orders';
import { BatchManifest } from './batch-manifest';
import { VendorOrdersTable } from './vendor-orders-table';
import { WalkInOrderForm } from './walk-in-order-form';
import styles from './vendor-orders.module.css';

/** /vendor-orders: a partner shop's orders, a new one for a walk-in customer, and the bag's manifest. */
export function VendorOrdersPage({ vendorName }: { vendorName: string }) {
  useDocumentTitle('Vendor Orders');
  const list = useVendorOrders();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const orders = list.data?.orders ?? [];
  const inBag = orders.filter((order) => chosen.has(order.id));

  return (
    <div className={styles.page}>
      <header className={`${styles.head} ${styles.screenOnly}`}>
        <p className={styles.eyebrow}>Vendor</p>
        <h1 className={styles.title}>Vendor orders</h1>
        <p className={styles.lede}>
          Film your customers leave with you. Create an order for each customer, pick the orders going in today's bag
          and print their manifest to put in with the film.
        </p>
      </header>
      <div className={styles.screenOnly}>
        <WalkInOrderForm />
      </div>
      <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="orders-title">
        <div className={styles.actions}>
          <h2 id="orders-title" className={styles.subtitle}>
            Your orders
          </h2>
          <Button variant="secondary" disabled={inBag.length === 0} onClick={() => window.print()}>
            Print manifest ({inBag.length})
          </Button>
        </div>
        {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
        {list.isPending ? (
          <Skeleton height={200} />
        ) : (
          <VendorOrdersTable orders={orders} chosen={chosen} onChoose={setChosen} />
        )}
      </section>
      {inBag.length > 0 && <BatchManifest vendorName={vendorName} orders={inBag} />}
    </div>
  );
}
