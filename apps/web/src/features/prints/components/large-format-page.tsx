import type { PrintDraft } from '@filmlab/api';
import {
  formatCents,
  isLowPpi,
  isPrintSize,
  largestSharpSize,
  MIN_PRINT_PPI,
  PRINT_QUANTITY_CAP,
  printPpi,
  type Buyer,
  type CropMode,
  type PrintSize,
} from '@filmlab/domain';
import { useCallback, useEffect } from 'react';
import { addProductToCart, useCartState } from '../../../lib/cart-store';
import { changePrintDraft, startPrintDraft, usePrintDraft } from '../../../lib/print-draft-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { PageLoader } from '../../../ui/spinner';
import { Stepper } from '../../../ui/stepper';
import { usePapers, usePrintProducts } from '../api/catalogue';
import { useDraft } from '../api/drafts';
import { offerPrices, sizePrice } from '../prices';
import { useDraftUpload } from '../use-draft-upload';
import { CropPreview, type CropCenter } from './crop-preview';
import { DraftSource } from './draft-source';
import styles from './prints.module.css';

const MODE_OPTIONS = [
  { value: 'fill', label: 'Fill the paper (crop)' },
  { value: 'fit', label: 'Fit the whole image (white margins)' },
];
const measured = (draft: PrintDraft | undefined) =>
  draft?.converted && draft.width && draft.height ? { ...draft, width: draft.width, height: draft.height } : null;

/** /users/{id}/print-orders/new/selector: a large-format print of an uploaded file or a hosted frame. */
export function LargeFormatPage({ userId, buyer }: { userId: number; buyer: Buyer }) {
  useDocumentTitle('Large Format Prints');
  // The cart discards the stored draft when its line goes, so both are read live.
  const stored = usePrintDraft();
  const inCart = useCartState(
    (state) => stored.draftId !== null && state.cart.lines.some((line) => line.print?.draftId === stored.draftId),
  );
  const papers = usePapers();
  const draftQuery = useDraft(stored.draftId);
  const onDraft = useCallback((draft: PrintDraft) => startPrintDraft(draft.draftId), []);
  const uploader = useDraftUpload(onDraft);
  const { setError } = uploader;
  const retrievalError = draftQuery.isError ? draftQuery.error.message : null;
  useEffect(() => {
    if (retrievalError) setError(retrievalError);
  }, [retrievalError, setError]);

  const sizes = papers.data?.sizes ?? [];
  const size: PrintSize | undefined =
    stored.size && isPrintSize(stored.size) && sizes.some((s) => s.name === stored.size) ? stored.size : sizes[0]?.name;
  const offer = sizes.find((s) => s.name === size);
  const paperId = stored.paperId ?? papers.data?.papers[0]?.id ?? null;
  const mode: CropMode = stored.cropMode ?? 'fill';
  const center: CropCenter = { x: stored.cropX ?? 0.5, y: stored.cropY ?? 0.5 };
  const quantity = stored.quantity ?? 1;
  const draft = measured(draftQuery.data);
  const products = usePrintProducts(offer ? [offer.productId] : []);
  const product = products.data?.find((p) => p.id === offer?.productId);

  if (papers.isPending) return <PageLoader />;

  const addToCart = () => {
    if (!draft || !offer || !product || !size) return;
    addProductToCart({
      product,
      variantId: offer.variantId,
      quantity,
      buyer,
      printSizes: offerPrices(sizes),
      print: { draftId: draft.draftId, quantity, size, paperId, cropMode: mode, cropX: center.x, cropY: center.y },
    });
  };

  const sharpest = draft ? largestSharpSize(draft, mode) : null;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Print</p>
        <h1 className={styles.title}>Large Format Prints</h1>
        <p className={styles.lede}>
          Upload a file or choose a scan, pick a size and a fine-art paper, and see the crop.
        </p>
      </header>
      {papers.isError && <Alert tone="danger">{papers.error.message}</Alert>}
      <DraftSource
        userId={userId}
        progress={uploader.progress}
        busy={uploader.busy}
        error={uploader.error}
        fileName={draftQuery.data?.name ?? null}
        onFile={(file) => void uploader.upload(file)}
        onFrame={(scanId, name) => void uploader.useFrame(scanId, name)}
      />
      <section className={styles.options} aria-label="Size and paper">
        <RadioGroup
          legend="Size"
          name="size"
          value={size ?? ''}
          onChange={(value) => changePrintDraft({ size: value })}
          options={sizes.map((s) => ({ value: s.name, label: `${s.name} · ${formatCents(sizePrice(s, buyer))}` }))}
        />
        <RadioGroup
          legend="Paper"
          name="paper"
          value={String(paperId ?? '')}
          onChange={(value) => changePrintDraft({ paperId: Number(value) })}
          options={(papers.data?.papers ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.finish})` }))}
        />
        <RadioGroup
          legend="Crop"
          name="crop-mode"
          value={mode}
          onChange={(value) => changePrintDraft({ cropMode: value === 'fit' ? 'fit' : 'fill' })}
          options={MODE_OPTIONS}
        />
      </section>
      {draft && size && (
        <section className={styles.section} aria-label="Preview">
          <p className={styles.fileName}>{draft.name}</p>
          <CropPreview
            draft={draft}
            size={size}
            mode={mode}
            center={center}
            onCenter={(c) => changePrintDraft({ cropX: c.x, cropY: c.y })}
          />
          {isLowPpi(draft, size, mode) && (
            <Alert tone="danger" title="This file is small for that size">
              It gives {printPpi(draft, size, mode)} pixels per inch at {size}; prints look sharp from {MIN_PRINT_PPI}.
              {sharpest ? ` It prints well up to ${sharpest}.` : ' Try a larger file.'}
            </Alert>
          )}
        </section>
      )}
      <section className={styles.summary} aria-label="Summary">
        <Stepper
          label="Quantity"
          quantity={quantity}
          stock={PRINT_QUANTITY_CAP}
          onChange={(q) => changePrintDraft({ quantity: q })}
        />
        {offer && (
          <p>
            Total: <strong className={styles.mono}>{formatCents(sizePrice(offer, buyer) * quantity)}</strong>
          </p>
        )}
        <Button variant="primary" size="lg" disabled={!draft || !product || uploader.busy} onClick={addToCart}>
          Add to cart
        </Button>
        {inCart && <Alert tone="success">Your print is in your cart.</Alert>}
      </section>
    </div>
  );
}
