import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import { NumericCell, NumericHeader, Table } from './table';

export type SortDirection = 'asc' | 'desc';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures: monospace, right-aligned. */
  numeric?: boolean;
  /** The cell that names the row (a <th scope="row">). */
  rowHeader?: boolean;
  sortable?: boolean;
}

export interface TableSort {
  key: string;
  direction: SortDirection;
  onSort: (key: string) => void;
}

export interface TableSelection<Key, T> {
  /** Names a row's checkbox: 'Select order 1042'. */
  rowLabel: (row: T) => string;
  selected: ReadonlySet<Key>;
  onChange: (next: Set<Key>) => void;
  /** Names the select-all checkbox: 'Select every order on this page'. */
  allLabel: string;
}

export interface DataTableProps<T, Key extends string | number> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** What an empty list says, and invites to do next. */
  empty: ReactNode;
  busy?: boolean;
  sort?: TableSort;
  selection?: TableSelection<Key, T>;
}

const ariaSort = (sort: TableSort | undefined, key: string) =>
  sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** An admin list: sortable headers, row selection by checkbox, an empty state. Paging and filters sit beside it. */
export function DataTable<T, Key extends string | number>(props: DataTableProps<T, Key>) {
  const { caption, columns, rows, rowKey, empty, busy, sort, selection } = props;
  const keys = rows.map(rowKey);
  const allSelected = keys.length > 0 && keys.every((key) => selection?.selected.has(key));
  const toggle = (key: Key) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (allSelected) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  const width = columns.length + (selection ? 1 : 0);
  return (
    <Table aria-busy={busy || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={styles.select}>
              <input
                type="checkbox"
                aria-label={selection.allLabel}
                checked={allSelected}
                disabled={keys.length === 0}
                onChange={toggleAll}
              />
            </th>
          )}
          {columns.map((column) => {
            const label =
              column.sortable && sort ? (
                <button type="button" className={styles.sortButton} onClick={() => sort.onSort(column.key)}>
                  {column.header}
                  <span aria-hidden="true">
                    {sort.key === column.key ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              );
            const Header = column.numeric ? NumericHeader : 'th';
            return (
              <Header key={column.key} scope="col" aria-sort={ariaSort(sort, column.key)}>
                {label}
              </Header>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={width}>{empty}</td>
          </tr>
        )}
        {rows.map((row, index) => {
          const key = keys[index]!;
          const checked = selection?.selected.has(key) ?? false;
          return (
            <tr key={key} className={checked ? styles.selected : undefined}>
              {selection && (
                <td className={styles.select}>
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={checked}
                    onChange={() => toggle(key)}
                  />
                </td>
              )}
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={styles.rowHeader}>
                    {column.cell(row)}
                  </th>
                ) : column.numeric ? (
                  <NumericCell key={column.key}>{column.cell(row)}</NumericCell>
                ) : (
                  <td key={column.key}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
