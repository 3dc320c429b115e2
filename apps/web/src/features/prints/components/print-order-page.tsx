import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Chip } from '../../../ui/chip';
import { PageLoader } from '../../../ui/spinner';
import { usePrintOrder } from '../api/print-order';
import styles from './prints.module.css';

const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** /users/{id}/print-orders/{printId}: the print order with its files, status and tracking. */
export function PrintOrderPage({
  userId,
  printId,
  staff = false,
}: {
  userId: number;
  printId: number;
  staff?: boolean;
}) {
  useDocumentTitle(`Print order ${printId}`);
  const query = usePrintOrder(userId, printId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="danger">{query.error.message}</Alert>
      </div>
    );
  }
  const { order, prints } = query.data;
  const ready = prints.length > 0 && prints.every((p) => p.ready);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Print order</p>
        <h1 className={styles.title}>
          Order <span className={styles.mono}>#{order.id}</span>
        </h1>
        <p className={styles.lede}>
          Placed {dateOf(order.createdAt)} · <Chip>{titleCase(order.status)}</Chip>{' '}
          {staff
            ? ready
              ? 'The prints are ready.'
              : 'The customer is e-mailed when the prints are ready.'
            : ready
              ? 'Your prints are ready.'
              : 'We’ll e-mail you when your prints are ready.'}
        </p>
      </header>
      <section className={styles.section} aria-labelledby="tracking-title">
        <h2 id="tracking-title" className={styles.subtitle}>
          Tracking
        </h2>
        {order.tracking.length === 0 ? (
          <p className={styles.lede}>No tracking yet — it appears here once {staff ? 'the' : 'your'} prints ship.</p>
        ) : (
          <ul className={styles.plainList}>
            {order.tracking.map((t) => (
              <li key={t.trackingNumber}>
                {t.carrier ?? 'Carrier'} <span className={styles.mono}>{t.trackingNumber}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="prints-title">
        <h2 id="prints-title" className={styles.subtitle}>
          Prints
        </h2>
        {prints.length === 0 ? (
          <p className={styles.lede}>This order has no prints.</p>
        ) : (
          <ul className={styles.jobs} aria-label="Prints">
            {prints.map((job) => (
              <li key={job.id} className={styles.job}>
                {job.previewUrl ? (
                  <img src={job.previewUrl} alt={job.fileName ?? `Print ${job.id}`} width={160} height={120} />
                ) : (
                  <span className={styles.noThumb} aria-hidden />
                )}
                <div>
                  <p className={styles.fileName}>{job.fileName ?? `Print ${job.id}`}</p>
                  <p>
                    {job.size ?? '—'}
                    {job.paper ? ` on ${job.paper}` : ''}
                    {job.finish ? ` · ${titleCase(job.finish)}` : ''}
                    {job.border ? ` · ${job.border === 'WHITE' ? 'White border' : 'Borderless'}` : ''}
                    {` · ${job.cropMode === 'fit' ? 'Fit' : 'Fill'}`}
                  </p>
                  <p>
                    Quantity <span className={styles.mono}>{job.quantity}</span> ·{' '}
                    <Chip>{job.ready ? 'Ready' : 'In the queue'}</Chip>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
