import type { MessengerRoute } from '@filmlab/api';
import styles from './couriers.module.css';
import { outcomeLabel, stopWindow } from './stop-card';

const longDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** A messenger's routes as tables: one per day, stops in order, with a box to tick on paper. */
export function RouteSheet({ routes }: { routes: readonly MessengerRoute[] }) {
  if (routes.length === 0) return <p className={styles.muted}>No routes in these days.</p>;
  return (
    <>
      {routes.map((route) => (
        <section key={route.id} className={styles.sheetRoute} aria-label={`Route of ${longDay(route.date)}`}>
          <h2 className={styles.sectionTitle}>{longDay(route.date)}</h2>
          <table className={styles.sheetTable}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Window</th>
                <th scope="col">Customer</th>
                <th scope="col">Address</th>
                <th scope="col">Collect</th>
                <th scope="col">Done</th>
              </tr>
            </thead>
            <tbody>
              {route.stops.map((stop, index) => (
                <tr key={stop.id}>
                  <td className={styles.mono}>{index + 1}</td>
                  <td className={styles.mono}>{stopWindow(stop) ?? '—'}</td>
                  <td>
                    {stop.customer?.name ?? '—'}
                    {stop.customer?.phone && (
                      <>
                        <br />
                        <span className={styles.mono}>{stop.customer.phone}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {stop.address
                      ? `${stop.address.address1}${stop.address.address2 ? `, ${stop.address.address2}` : ''}, ${stop.address.city}, ${stop.address.state} ${stop.address.zip}`
                      : '—'}
                  </td>
                  <td>
                    {stop.collect}
                    {stop.notes && (
                      <>
                        <br />
                        <span className={styles.muted}>{stop.notes}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {stop.outcome ? outcomeLabel[stop.outcome] : <span className={styles.tick} aria-label="Open" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
