import { ROLL_EVENTS, ROLL_STAGES } from '@filmlab/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { useRollEventDays } from '../api/roll-events';
import { STAGE_WORDS, stageSlug } from './stage-words';
import { stepPaces } from './throughput';
import pageStyles from '../../../ui/page.module.css';
import styles from './roll-events.module.css';

// The chart library is the page's largest part: it loads after the figures, which the table carries.
const EventsChart = lazy(async () => ({ default: (await import('./events-chart')).EventsChart }));

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '14', label: 'Last 14 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];
const figure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** /admin/roll-events-dashboard: what the lab did each day, and what waits at each step. */
export function RollEventsDashboard() {
  useDocumentTitle('Admin · Roll Events');
  const [days, setDays] = useState(14);
  const data = useRollEventDays(days);

  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Roll events</h1>
        <p className={pageStyles.lede}>
          Rolls through each step per day, against the rolls waiting for it. Open a stage to work through its rolls.
        </p>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Period"
          options={PERIODS}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        />
      </div>
      {data.isError && <Alert tone="danger">{data.error.message}</Alert>}
      {!data.data ? (
        <Skeleton height={320} />
      ) : (
        <>
          <section aria-labelledby="stages-title" className={styles.section}>
            <h2 id="stages-title" className={styles.subtitle}>
              At each stage now
            </h2>
            <ul className={styles.stages}>
              {ROLL_STAGES.map((stage) => (
                <li key={stage}>
                  <Link to={`/admin/roll-events-dashboard/${stageSlug(stage)}`} className={styles.stage}>
                    <span className={styles.stageCount}>{figure(data.data.stages[stage])}</span>{' '}
                    <span>{STAGE_WORDS[stage].stage}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="pace-title" className={styles.section}>
            <h2 id="pace-title" className={styles.subtitle}>
              Throughput against the queue
            </h2>
            <Table>
              <caption className="visually-hidden">Each step: rolls waiting, rolls per day, days of work</caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <NumericHeader scope="col">Waiting</NumericHeader>
                  <NumericHeader scope="col">Per day</NumericHeader>
                  <NumericHeader scope="col">Days of work</NumericHeader>
                </tr>
              </thead>
              <tbody>
                {stepPaces(data.data).map((pace) => (
                  <tr key={pace.event}>
                    <th scope="row">{STAGE_WORDS[pace.event].stage}</th>
                    <NumericCell>{figure(pace.waiting)}</NumericCell>
                    <NumericCell>{figure(pace.perDay)}</NumericCell>
                    <NumericCell>{pace.daysOfWork === null ? '—' : figure(pace.daysOfWork)}</NumericCell>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
          <section aria-labelledby="days-title" className={styles.section}>
            <h2 id="days-title" className={styles.subtitle}>
              Rolls per event per day
            </h2>
            <div className={styles.chart} aria-hidden="true">
              <Suspense fallback={<Skeleton height={320} />}>
                <EventsChart days={data.data.days} />
              </Suspense>
            </div>
            <Table>
              <caption className="visually-hidden">Rolls per event per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {ROLL_EVENTS.map((event) => (
                    <NumericHeader key={event} scope="col">
                      {STAGE_WORDS[event].stage}
                    </NumericHeader>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.data.days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{shortDay.format(new Date(`${day.date}T00:00:00Z`))}</th>
                    {ROLL_EVENTS.map((event) => (
                      <NumericCell key={event}>{figure(day.events[event])}</NumericCell>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        </>
      )}
    </div>
  );
}
