import type { GeneralStats } from '@filmlab/api';
import { displayTurnaroundDays, STATS_PULSE_MS, statChanged } from '@filmlab/domain';
import { useEffect, useRef, useState } from 'react';
import { useGeneralStats } from '../api/admin-header';
import styles from './admin-header.module.css';

interface Figure {
  label: string;
  value: number;
  unit?: string;
}

/** The figures of spec 2.11, in its order, then one per location. */
export function statFigures(stats: GeneralStats): Figure[] {
  const { turnaround } = stats;
  return [
    { label: 'Total Outstanding', value: turnaround.overall.totalOutstanding },
    { label: 'Turnaround', value: displayTurnaroundDays(turnaround.overall.estimatedDays), unit: 'business days' },
    { label: 'Scanned Today', value: stats.rsct },
    { label: 'Developed Today', value: stats.rdt },
    { label: 'Synced Today', value: stats.rst },
    { label: 'Synced Yesterday', value: stats.rsy },
    { label: 'E6 Outstanding', value: turnaround['E-6'].totalOutstanding },
    { label: 'ECN2 Outstanding', value: turnaround['ECN-2'].totalOutstanding },
    ...Object.entries(stats.obl).map(([location, count]) => ({ label: `Orders at ${location}`, value: count })),
  ];
}

/** One figure; it pulses for 600 ms when it moves by at least 0.01 (section 4). */
function Stat({ figure }: { figure: Figure }) {
  const before = useRef<number | undefined>(undefined);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    const changed = statChanged(before.current, figure.value);
    before.current = figure.value;
    if (!changed) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), STATS_PULSE_MS);
    return () => clearTimeout(timer);
  }, [figure.value]);
  return (
    <div className={styles.stat} data-pulsing={pulsing || undefined}>
      <dt className={styles.statLabel}>{figure.label}</dt>
      <dd className={styles.statValue} title={figure.unit}>
        {figure.value.toLocaleString('en-US')}
        {figure.unit && <span className="visually-hidden"> {figure.unit}</span>}
      </dd>
    </div>
  );
}

/** The lab's numbers above the admin bar, live (spec 2.11). */
export function StatsBar() {
  const stats = useGeneralStats();
  return (
    <dl className={styles.stats} aria-label="Lab stats" aria-busy={stats.isPending || undefined}>
      {stats.isError && <p className={styles.statError}>Stats unavailable: {stats.error.message}</p>}
      {stats.data && statFigures(stats.data).map((figure) => <Stat key={figure.label} figure={figure} />)}
    </dl>
  );
}
