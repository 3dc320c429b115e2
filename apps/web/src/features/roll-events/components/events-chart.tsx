import type { RollEventDays } from '@filmlab/api';
import { ROLL_EVENTS } from '@filmlab/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STAGE_WORDS } from './stage-words';

// One ink per step, from the paper-and-ink palette; the accent marks the step customers wait for.
const INK: Record<(typeof ROLL_EVENTS)[number], string> = {
  RECEIVED: 'var(--color-line-strong)',
  DEVELOPED: 'var(--color-ink-faint)',
  SCANNED: 'var(--color-accent)',
  SYNCED: 'var(--color-ink)',
  NEGATIVES_RETURNED: 'var(--color-success)',
};

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Rolls per event per lab day, as grouped bars (the table beside it carries the same figures in text). */
export function EventsChart({ days }: { days: RollEventDays['days'] }) {
  const data = days.map((day) => ({ label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)), ...day.events }));
  return (
    <ResponsiveContainer width="100%" height={320}>
      <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis dataKey="label" tick={{ fill: 'var(--color-ink-soft)', fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--color-ink-soft)', fontSize: 12 }} width={40} />
        <Tooltip cursor={{ fill: 'var(--color-paper-sunken)' }} />
        <Legend />
        {ROLL_EVENTS.map((event) => (
          <Bar
            key={event}
            dataKey={event}
            name={STAGE_WORDS[event].stage}
            fill={INK[event]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
