import { BOARD_SORTS, type BoardQuery } from '@filmlab/api';
import { FILM_PROCESSES, ORDER_STATUSES, PRIORITY_TIERS, ROLL_STAGES } from '@filmlab/domain';
import { FilterBar } from '../../../ui/filter-bar';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { enumLabel as words } from '../../../ui/enum-label';

export type BoardFilters = Omit<BoardQuery, 'after' | 'limit'>;

interface Location {
  id: number;
  name: string;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: words(value) }));

/** The board's filters: each change starts again at the first page. */
export function BoardFiltersBar(props: {
  filters: BoardFilters;
  counts: Record<string, number> | undefined;
  locations: readonly Location[];
  onChange: (next: BoardFilters) => void;
}) {
  const { filters, counts, onChange } = props;
  const set = (key: keyof BoardFilters, value: string) => {
    const next = { ...filters };
    if (value === '') delete next[key];
    else (next as Record<string, string>)[key] = value;
    onChange(next);
  };
  const statusOptions = ORDER_STATUSES.map((status) => ({
    value: status,
    label: counts ? `${words(status)} (${(counts[status] ?? 0).toLocaleString('en-US')})` : words(status),
  }));
  return (
    <FilterBar label="Filter orders">
      <Select
        label="Status"
        placeholder="Any status"
        options={statusOptions}
        value={filters.status ?? ''}
        onChange={(e) => set('status', e.target.value)}
      />
      <Select
        label="Stage"
        placeholder="Any stage"
        options={options(ROLL_STAGES)}
        value={filters.stage ?? ''}
        onChange={(e) => set('stage', e.target.value)}
      />
      <Select
        label="Process"
        placeholder="Any process"
        options={FILM_PROCESSES.map((p) => ({ value: p, label: p }))}
        value={filters.process ?? ''}
        onChange={(e) => set('process', e.target.value)}
      />
      <Select
        label="Rush"
        placeholder="Rush or not"
        options={[
          { value: 'true', label: 'Rush only' },
          { value: 'false', label: 'No rush' },
        ]}
        value={filters.rush ?? ''}
        onChange={(e) => set('rush', e.target.value)}
      />
      <Select
        label="Tier"
        placeholder="Any tier"
        options={options(PRIORITY_TIERS)}
        value={filters.tier ?? ''}
        onChange={(e) => set('tier', e.target.value)}
      />
      <Select
        label="Location"
        placeholder="Any location"
        options={props.locations.map((l) => ({ value: String(l.id), label: l.name }))}
        value={filters.locationId === undefined ? '' : String(filters.locationId)}
        onChange={(e) => set('locationId', e.target.value)}
      />
      <TextField
        label="Placed from"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField label="Placed to" type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      <Select
        label="Sort"
        options={BOARD_SORTS.map((s) => ({ value: s, label: s === 'newest' ? 'Newest first' : 'Oldest first' }))}
        value={filters.sort ?? 'newest'}
        onChange={(e) => set('sort', e.target.value === 'newest' ? '' : e.target.value)}
      />
    </FilterBar>
  );
}
