import type { ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import styles from './table.module.css';

export function Table({ children, className, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.wrap}>
      <table className={[styles.table, className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </table>
    </div>
  );
}

/** Prices, counts and order numbers: monospace, right-aligned, tabular figures. */
export function NumericCell({ children, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { children: ReactNode }) {
  return (
    <td className={styles.numeric} {...rest}>
      {children}
    </td>
  );
}

export function NumericHeader({ children, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { children: ReactNode }) {
  return (
    <th className={styles.numeric} {...rest}>
      {children}
    </th>
  );
}
