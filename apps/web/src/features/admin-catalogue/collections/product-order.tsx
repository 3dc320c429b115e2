import type { ProductSummary } from '@filmlab/api';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import styles from '../shared/catalogue.module.css';
import { moveItem } from './move-item';

export interface ProductOrderProps {
  products: readonly ProductSummary[];
  /** The whole list in its new order. */
  onReorder: (ordered: ProductSummary[]) => void;
  onRemove: (product: ProductSummary) => void;
  disabled?: boolean;
}

type Direction = 'up' | 'down';

/**
 * A collection's products in shop order. Move Up and Move Down work by keyboard and keep the focus
 * on the moved product; the move is announced. Dragging a row is a mouse shortcut for the same.
 */
export function ProductOrder({ products, onReorder, onRemove, disabled }: ProductOrderProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Set by a keyboard move, used once the list has re-rendered in its new order.
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${id}-${direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${id}-${other}`))?.focus();
  }, [products]);

  const move = (index: number, to: number, direction?: Direction) => {
    const product = products[index];
    if (!product || to < 0 || to >= products.length || to === index) return;
    onReorder(moveItem(products, index, to));
    setAnnouncement(`${product.name} moved to position ${to + 1} of ${products.length}.`);
    if (direction) focusAfterMove.current = { id: product.id, direction };
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ol className={styles.order} aria-label="Products in shop order">
        {products.map((product, index) => (
          <li
            key={product.id}
            className={styles.orderItem}
            draggable={!disabled}
            data-dragging={dragging === product.id || undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragging(product.id);
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              const from = products.findIndex((p) => p.id === dragging);
              setDragging(null);
              move(from, index);
            }}
          >
            <span className={styles.orderPosition} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.orderName}>
              <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
              {!product.active && <span className={styles.muted}> (inactive)</span>}
            </span>
            <span className={styles.rowActions}>
              <Button
                ref={ref(`${product.id}-up`)}
                size="sm"
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1, 'up')}
                aria-label={`Move ${product.name} up`}
              >
                Move Up
              </Button>
              <Button
                ref={ref(`${product.id}-down`)}
                size="sm"
                disabled={disabled || index === products.length - 1}
                onClick={() => move(index, index + 1, 'down')}
                aria-label={`Move ${product.name} down`}
              >
                Move Down
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => onRemove(product)}
                aria-label={`Remove ${product.name} from the collection`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
