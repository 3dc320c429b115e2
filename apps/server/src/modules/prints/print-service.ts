// The prints of an order's PRINT lines, checked and stored: the orders module saves an order with them
// through the step src/modules.ts registers (orders/order-prints.ts).
import type { OrderLineInput } from '@filmlab/api';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { selectScan } from '../scans/scan-service.js';
import { printOffers } from './papers.js';
import { draftsByIds, papersByIds, replacePrints, type NewPrint } from './store.js';

const bad = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

/**
 * Stores the prints of an order's lines: with `replace` (the client sent every line) the order's
 * prints become these; otherwise they are added. The size comes from the line's variant, never
 * from the client; a draft must be the customer's and converted, a frame the customer's, and a
 * large-format print needs a paper. Each print's quantity is its line's.
 */
export async function saveOrderPrints(options: {
  tx: Tx;
  orderId: number;
  customerId: number | null;
  lines: readonly OrderLineInput[];
  field: string;
  replace: boolean;
}): Promise<void> {
  const { tx, orderId, customerId, lines, field } = options;
  const withPrint = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.print);
  if (withPrint.length === 0) {
    if (options.replace) await replacePrints(tx, orderId, [], true);
    return;
  }
  const offers = await printOffers(tx);
  const drafts = await draftsByIds(
    tx,
    withPrint.flatMap(({ line }) => (line.print!.draftId ? [line.print!.draftId] : [])),
  );
  const papers = await papersByIds(
    tx,
    withPrint.flatMap(({ line }) => (line.print!.paperId ? [line.print!.paperId] : [])),
  );
  const rows: NewPrint[] = [];
  for (const { line, i } of withPrint) {
    const print = line.print!;
    const at = `${field}.${i}.print`;
    if (customerId === null) throw bad(at, 'prints need an account: log in to order them');
    const offer = offers.find(
      (o) => o.productId === line.productId && (line.variantId == null || o.variantId === line.variantId),
    );
    if (!offer) throw bad(`${field}.${i}.variantId`, 'is not a print size the lab offers');
    const small = offer.name === '4x6';
    let printDraftId: number | null = null;
    if (print.draftId) {
      const draft = drafts.find((d) => d.draftId === print.draftId && d.userId === customerId);
      if (!draft) throw bad(`${at}.draftId`, 'is not a print draft of yours');
      if (!draft.convertedAt) throw bad(`${at}.draftId`, 'is still being converted: wait for it to finish');
      printDraftId = draft.id;
    }
    if (print.scanId && !(await selectScan(tx, customerId, print.scanId))) {
      throw bad(`${at}.scanId`, 'is not a frame of yours');
    }
    if (!small && !papers.some((p) => p.id === print.paperId && p.active)) {
      throw bad(`${at}.paperId`, 'must be one of the papers on offer');
    }
    rows.push({
      orderId,
      userId: customerId,
      printDraftId,
      paperId: small ? null : print.paperId!,
      productVariantId: offer.variantId,
      quantity: line.quantity,
      size: offer.name,
      cropMode: print.cropMode,
      cropX: print.cropX,
      cropY: print.cropY,
      scanId: print.scanId ?? null,
      finish: small ? (print.finish ?? 'GLOSSY') : null,
      border: small ? (print.border ?? 'NONE') : null,
      targetPrinter: small ? 'minilab' : 'large-format',
    });
  }
  await replacePrints(tx, orderId, rows, options.replace);
}
