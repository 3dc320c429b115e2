import type { LibraryFilters } from '@filmlab/api';
import { QUICK_SEARCH_DEBOUNCE_MS } from '@filmlab/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button';
import { SearchIcon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { hasFilters, type LibraryFilterValues } from '../api/library-filters';
import styles from './library.module.css';

interface Props {
  value: LibraryFilterValues;
  onChange(next: LibraryFilterValues): void;
  /** The search words, after the typing pauses. */
  onSearch(text: string): void;
  options: LibraryFilters | undefined;
  /** Staff searching a customer's rolls. */
  staff?: boolean;
}

const choices = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

/** The search box (debounced) and the filters of the library, each from GET .../film-rolls/filters. */
export function LibraryFiltersBar({ value, onChange, onSearch, options, staff = false }: Props) {
  const committed = value.search ?? '';
  const [search, setSearch] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The address bar changed by other means (Clear filters, the back button): show its words.
  if (committed !== seen) {
    setSeen(committed);
    if (search.trim() !== committed) setSearch(committed);
  }
  useEffect(() => {
    if (committed === search.trim()) return;
    const timer = setTimeout(() => onSearch(search.trim()), QUICK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, committed, onSearch]);
  const set = (key: keyof LibraryFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value || undefined });

  return (
    <div className={styles.filters} role="search">
      <div className={styles.searchBox}>
        <SearchIcon size={18} />
        <TextField
          label={staff ? 'Search rolls' : 'Search your rolls'}
          hideLabel
          type="search"
          placeholder="Search names, notes, film, tags, places"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className={styles.filterRow}>
        <Select
          label="Brand"
          placeholder="Any brand"
          options={choices(options?.brands)}
          value={value.brand ?? ''}
          onChange={set('brand')}
        />
        <Select
          label="Film"
          placeholder="Any film"
          options={choices(options?.models)}
          value={value.model ?? ''}
          onChange={set('model')}
        />
        <Select
          label="Format"
          placeholder="Any format"
          options={choices(options?.formats)}
          value={value.format ?? ''}
          onChange={set('format')}
        />
        <Select
          label="Process"
          placeholder="Any process"
          options={choices(options?.processes)}
          value={value.process ?? ''}
          onChange={set('process')}
        />
        <Select
          label="Tag"
          placeholder="Any tag"
          options={(options?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={value.tagId ?? ''}
          onChange={set('tagId')}
        />
        <Select
          label="Location"
          placeholder="Anywhere"
          options={(options?.locations ?? []).map((place) => ({ value: String(place.id), label: place.name }))}
          value={value.locationId ?? ''}
          onChange={set('locationId')}
        />
        <TextField
          label="From"
          type="date"
          value={value.from ?? ''}
          min={options?.dates.first ?? undefined}
          onChange={set('from')}
        />
        <TextField
          label="To"
          type="date"
          value={value.to ?? ''}
          max={options?.dates.last ?? undefined}
          onChange={set('to')}
        />
        {hasFilters(value) && (
          <Button variant="ghost" className={styles.clearFilters} onClick={() => onChange({})}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
