// The roll label behind a signed link (like a contact sheet): staff ask for the link, the browser
// downloads the file with a plain navigation.
import type { RollLabel } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError, notFound } from '../../errors.js';
import { selectRollLabelFacts } from '../rolls/roll-service.js';
import { drawRollLabel, drawRollLabelPdf } from './draw-roll-label.js';

export const ROLL_LABEL_LINK_SECONDS = 5 * 60;
export type RollLabelFormat = 'png' | 'pdf';

// The format is signed too: a link to the PNG does not open the PDF.
const signature = (secret: string, rollId: number, format: RollLabelFormat, exp: number) =>
  signFields(secret, ['roll-label', rollId, format, exp]);

async function labelFacts(db: Db, rollId: number) {
  const roll = await selectRollLabelFacts(db, rollId);
  if (!roll) throw notFound('Roll');
  if (!roll.rollCode) {
    throw new AppError('CONFLICT', 'This roll gets its code when the lab receives it.', [
      'rollId: has not been received yet',
    ]);
  }
  return {
    code: roll.rollCode,
    orderNumber: roll.orderId === null ? null : orderNumber(roll.orderId),
    film: [roll.brand, roll.model, roll.format].filter(Boolean).join(' '),
  };
}

export async function createRollLabelLinks(options: {
  db: Db;
  secret: string;
  rollId: number;
  now?: number;
}): Promise<RollLabel> {
  const { code } = await labelFacts(options.db, options.rollId);
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + ROLL_LABEL_LINK_SECONDS;
  const url = (format: RollLabelFormat) => {
    const query = new URLSearchParams({
      exp: String(exp),
      sig: signature(options.secret, options.rollId, format, exp),
    });
    return `/api/roll-labels/${options.rollId}.${format}?${query}`;
  };
  return { code, pngUrl: url('png'), pdfUrl: url('pdf'), expiresAt: new Date(exp * 1000).toISOString() };
}

export async function renderRollLabel(options: {
  db: Db;
  secret: string;
  rollId: number;
  format: RollLabelFormat;
  exp: number;
  sig: string;
}): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  const { exp, sig } = options;
  if (
    !Number.isSafeInteger(exp) ||
    exp * 1000 < Date.now() ||
    !sameSignature(signature(options.secret, options.rollId, options.format, exp), sig)
  ) {
    throw new AppError('FORBIDDEN', 'This link is invalid or has expired', ['sig: is invalid or expired']);
  }
  const facts = await labelFacts(options.db, options.rollId);
  const body = options.format === 'png' ? await drawRollLabel(facts) : await drawRollLabelPdf(facts);
  return {
    body,
    fileName: `roll-${facts.code}.${options.format}`,
    contentType: options.format === 'png' ? 'image/png' : 'application/pdf',
  };
}
