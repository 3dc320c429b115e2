import {
  formatCents,
  PRINT_BORDERS,
  PRINT_FINISHES,
  smallPrintDetail,
  type Buyer,
  type PrintBorder,
  type PrintFinish,
} from '@filmlab/domain';
import type { FilmRoll, Scan } from '@filmlab/api';
import { useRef, useState } from 'react';
import { addProductToCart } from '../../../lib/cart-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { usePapers, usePrintProducts } from '../api/catalogue';
import { useFrames, useRollChoices, useTagChoices, type FrameFilters } from '../api/frames';
import { offerPrices, small4x6Price } from '../prices';
import { FramePicker } from './frame-picker';
import styles from './prints.module.css';

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const FINISH_OPTIONS = PRINT_FINISHES.map((value) => ({ value, label: label(value) }));
const BORDER_OPTIONS = PRINT_BORDERS.map((value) => ({
  value,
  label: value === 'NONE' ? 'Borderless' : 'White border',
}));
const idOrNull = (value: string) => (value ? Number(value) : null);

/** How the cart shows a 4x6 print: its roll, frame and finish, and the frame's thumbnail. */
function frameInCart(frame: Scan | undefined, rolls: readonly FilmRoll[], finish: PrintFinish, border: PrintBorder) {
  if (!frame) return {};
  const roll = rolls.find((r) => r.id === frame.filmRollId);
  const rollName = roll ? (roll.name ?? `${roll.brand} ${roll.model}`.trim()) : `#${frame.filmRollId}`;
  return {
    detail: smallPrintDetail({ roll: rollName, frame: frame.frame, finish, border }),
    image: frame.files.thumbnail ?? null,
  };
}

/** /users/{id}/small-print-orders: 4x6 prints of the member's frames (spec 1, 2.3, 9). */
export function SmallPrintsPage({ userId, buyer }: { userId: number; buyer: Buyer }) {
  useDocumentTitle('4x6 Prints');
  const [filters, setFilters] = useState<FrameFilters>({ rollId: null, tagId: null });
  const [selection, setSelection] = useState<Map<number, number>>(new Map());
  const [finish, setFinish] = useState<PrintFinish>('GLOSSY');
  const [border, setBorder] = useState<PrintBorder>('NONE');
  const [added, setAdded] = useState<number | null>(null);
  const rolls = useRollChoices(userId);
  const tags = useTagChoices(userId);
  const frames = useFrames(userId, filters);
  const papers = usePapers();
  const small = papers.data?.small ?? null;
  const products = usePrintProducts(small ? [small.productId] : []);
  const product = products.data?.find((p) => p.id === small?.productId);

  const unit = small4x6Price(buyer, small);
  const count = [...selection.values()].reduce((sum, quantity) => sum + quantity, 0);

  // Each chosen frame as it was listed, so the cart can name it after the filter changes.
  const chosenFrames = useRef(new Map<number, Scan>());
  const toggle = (scanId: number, chosen: boolean) => {
    const frame = frames.frames.find((f) => f.id === scanId);
    if (frame) chosenFrames.current.set(scanId, frame);
    setSelection((current) => {
      const next = new Map(current);
      if (chosen) next.set(scanId, 1);
      else next.delete(scanId);
      return next;
    });
  };
  const setQuantity = (scanId: number, quantity: number) =>
    setSelection((current) => new Map(current).set(scanId, quantity));

  const addToCart = () => {
    if (!small || !product) return;
    for (const [scanId, quantity] of selection) {
      addProductToCart({
        product,
        variantId: small.variantId,
        quantity,
        buyer,
        printSizes: offerPrices([small]),
        print: { draftId: null, quantity, size: '4x6', scanId, finish, border },
        ...frameInCart(chosenFrames.current.get(scanId), rolls.data ?? [], finish, border),
      });
    }
    setAdded(count);
    setSelection(new Map());
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Print</p>
        <h1 className={styles.title}>4x6 Prints</h1>
        <p className={styles.lede}>Pick frames from your rolls, choose a finish, and we print them on the minilab.</p>
      </header>
      <div className={styles.row} role="search" aria-label="Filter frames">
        <Select
          label="Roll"
          placeholder="All rolls"
          value={filters.rollId ?? ''}
          onChange={(event) => setFilters((f) => ({ ...f, rollId: idOrNull(event.target.value) }))}
          options={(rolls.data ?? []).map((roll) => ({
            value: String(roll.id),
            label: roll.name ?? `${roll.brand} ${roll.model}`.trim(),
          }))}
        />
        <Select
          label="Tag"
          placeholder="All tags"
          value={filters.tagId ?? ''}
          onChange={(event) => setFilters((f) => ({ ...f, tagId: idOrNull(event.target.value) }))}
          options={(tags.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        />
      </div>
      {frames.isPending ? (
        <Spinner />
      ) : frames.isError ? (
        <Alert tone="danger">{frames.error.message}</Alert>
      ) : frames.frames.length === 0 ? (
        <p className={styles.lede}>No frames here yet — once your scans are ready you can print them.</p>
      ) : (
        <FramePicker frames={frames.frames} selection={selection} onToggle={toggle} onQuantity={setQuantity} />
      )}
      {frames.hasNextPage && (
        <Button onClick={() => void frames.fetchNextPage()} disabled={frames.isFetchingNextPage}>
          Load more frames
        </Button>
      )}
      <section className={styles.options} aria-label="Print options">
        <RadioGroup
          legend="Finish"
          name="finish"
          options={FINISH_OPTIONS}
          value={finish}
          onChange={(v) => setFinish(v as PrintFinish)}
        />
        <RadioGroup
          legend="Border"
          name="border"
          options={BORDER_OPTIONS}
          value={border}
          onChange={(v) => setBorder(v as PrintBorder)}
        />
      </section>
      <section className={styles.summary} aria-label="Summary">
        <p>
          <span className={styles.mono}>{formatCents(unit)}</span> per print
        </p>
        <p>
          {count} {count === 1 ? 'print' : 'prints'}:{' '}
          <strong className={styles.mono}>{formatCents(unit * count)}</strong>
        </p>
        {papers.isError && <Alert tone="danger">{papers.error.message}</Alert>}
        {papers.data && !small && <Alert>4x6 prints are not on sale right now.</Alert>}
        <Button variant="primary" size="lg" disabled={count === 0 || !product} onClick={addToCart}>
          Add to cart
        </Button>
        {added !== null && (
          <Alert tone="success">
            {added} {added === 1 ? 'print is' : 'prints are'} in your cart.
          </Alert>
        )}
      </section>
    </div>
  );
}
