import type { Product, ProductVariant } from '@filmlab/api';
import { formatCents } from '@filmlab/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { showToast } from '../../../ui/toast';
import { useUpdateProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { PRINT_PRODUCT_SKUS, figuresOfRow, printSizeOf } from '@filmlab/domain';
import { Link } from 'react-router';
import { usePriceList } from '../../../lib/use-price-list';
import { VariantDialog } from './variant-dialog';

export interface VariantsSectionProps {
  product: Product;
  /** From /admin/products/:productId/variants/:variantId: that variant's editor is open. */
  openVariantId?: number | undefined;
}

/** The product's variants: add, edit (name, SKU, prices, stock, active) and delete. */
export function VariantsSection({ product, openVariantId }: VariantsSectionProps) {
  const navigate = useNavigate();
  const update = useUpdateProduct();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<ProductVariant | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = product.variants.find((variant) => variant.id === openVariantId) ?? null;
  const base = `/admin/products/${product.id}`;
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const { printSizes } = usePriceList();
  /** A variant's prices: a print size's from the price list in force, any other's its own. */
  const pricesOf = (variant: ProductVariant) => {
    const size = printSizeOf(product.sku, variant.name);
    const row = size ? printSizes?.[size] : undefined;
    return row ? figuresOfRow(row) : variant;
  };

  // The editor may have been opened from another page (/admin/variants), so the dialog's own
  // focus return has nowhere to go: the variant's Edit button takes it.
  const closeEditor = () => {
    const id = editing?.id;
    void navigate(base, { replace: true });
    if (id !== undefined) setTimeout(() => editButtons.current.get(id)?.focus());
  };

  const remove = async () => {
    if (!doomed) return;
    setError(null);
    try {
      await update.mutateAsync({ id: product.id, body: { variants: { delete: [doomed.id] } } });
      showToast(`${doomed.name} is deleted.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setDoomed(null);
  };

  return (
    <section className={styles.section} aria-labelledby="variants-title">
      <div className={styles.sectionHead}>
        <h2 id="variants-title" className={styles.sectionTitle}>
          Variants
        </h2>
        <Button onClick={() => setAdding(true)}>Add Variant</Button>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
      {product.variants.length === 0 ? (
        <p className={styles.muted}>No variants — the product sells at its own price and stock, set above.</p>
      ) : (
        <p className={styles.muted}>
          The shop charges each variant’s own price and takes its stock; the default variant’s prices are the product’s.
        </p>
      )}
      {product.sku !== null && PRINT_PRODUCT_SKUS.includes(product.sku) && (
        <p className={styles.muted}>
          Each print size’s price is read from the lab’s price list in force.{' '}
          <Link to="/admin/prices">Set in the price list</Link>
        </p>
      )}
      {product.variants.length > 0 && (
        <Table>
          <caption className="visually-hidden">Variants of {product.name}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">SKU</th>
              <NumericHeader scope="col">Price</NumericHeader>
              <NumericHeader scope="col">Member price</NumericHeader>
              <NumericHeader scope="col">Stock</NumericHeader>
              <th scope="col">Active</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row" className={styles.rowHeader}>
                  {variant.name}
                  {variant.id === product.defaultProductVariantId && <span className={styles.muted}> (default)</span>}
                </th>
                <td className={styles.mono}>{variant.sku ?? '—'}</td>
                <NumericCell>{formatCents(pricesOf(variant).price)}</NumericCell>
                <NumericCell>
                  {pricesOf(variant).memberPrice === null ? '—' : formatCents(pricesOf(variant).memberPrice!)}
                </NumericCell>
                <NumericCell>{variant.stock}</NumericCell>
                <td>{variant.active ? 'Yes' : 'No'}</td>
                <td>
                  <div className={styles.rowActions}>
                    <Button
                      ref={(element) => {
                        if (element) editButtons.current.set(variant.id, element);
                        else editButtons.current.delete(variant.id);
                      }}
                      size="sm"
                      onClick={() => void navigate(`${base}/variants/${variant.id}`)}
                      aria-label={`Edit ${variant.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDoomed(variant)}
                      aria-label={`Delete ${variant.name}`}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <VariantDialog
        productId={product.id}
        variant={null}
        open={adding}
        onClose={() => setAdding(false)}
        prefill={product.variants.length === 0 ? product : undefined}
      />
      <VariantDialog
        productId={product.id}
        productSku={product.sku}
        variant={editing}
        open={editing !== null}
        onClose={closeEditor}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.name ?? 'this variant'}?`}
        confirmLabel="Delete Variant"
        busy={update.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void remove()}
      >
        <p>The variant is removed from {product.name}. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
