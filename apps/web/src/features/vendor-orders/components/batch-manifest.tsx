import type { VendorOrder } from '@filmlab/api';
import styles from './vendor-orders.module.css';

const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * The sheet that goes in the bag with the film: every chosen order and its rolls, with boxes the lab
 * ticks on arrival. Shown on screen as a preview; printing prints only this (see the print styles).
 */
export function BatchManifest({ vendorName, orders }: { vendorName: string; orders: VendorOrder[] }) {
  const rolls = orders.reduce((sum, order) => sum + order.rolls.length, 0);
  return (
    <section className={styles.manifest} aria-labelledby="manifest-title">
      <h2 id="manifest-title" className={styles.subtitle}>
        Batch manifest
      </h2>
      <p>
        From {vendorName} · {today.format(new Date())} · {orders.length} order{orders.length === 1 ? '' : 's'}, {rolls}{' '}
        roll{rolls === 1 ? '' : 's'}
      </p>
      <table className={styles.manifestTable}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Roll</th>
            <th scope="col">Film</th>
            <th scope="col">Format</th>
            <th scope="col">Process</th>
            <th scope="col">Arrived</th>
          </tr>
        </thead>
        <tbody>
          {orders.flatMap((order) =>
            order.rolls.map((roll, index) => (
              <tr key={roll.id}>
                <td className={styles.mono}>{index === 0 ? order.number : ''}</td>
                <td>{index === 0 ? `${order.customer.firstName} ${order.customer.lastName}` : ''}</td>
                <td className={styles.mono}>#{roll.id}</td>
                <td>{`${roll.brand} ${roll.model}`.trim()}</td>
                <td>{roll.format}</td>
                <td>{roll.process}</td>
                <td aria-label="Arrived (for the lab to tick)">☐</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p className={styles.signature}>Packed by ____________________ Received by ____________________</p>
    </section>
  );
}
