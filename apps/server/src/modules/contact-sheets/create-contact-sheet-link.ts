import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { selectRoll } from '../rolls/roll-service.js';
import { contactSheetAccessFor } from '../rolls/roll-service.js';
import { signContactSheetLink } from './contact-sheet-link.js';

/** A link to the roll's contact sheet PDF, if the roll's owner gets contact sheets for it (spec section 9). */
export async function createContactSheetLink(options: {
  db: Db;
  secret: string;
  userId: number;
  rollId: number;
  viewerIsStaff: boolean;
}): Promise<{ url: string; expiresAt: string }> {
  const { db, userId, rollId } = options;
  const roll = await selectRoll(db, userId, rollId);
  if (!roll) throw notFound('Roll');
  const access = await contactSheetAccessFor({ db, viewerIsStaff: options.viewerIsStaff, roll });
  if (!access.allowed) throw new AppError('FORBIDDEN', access.reason, [`rollId: ${access.reason}`]);
  return signContactSheetLink(options.secret, rollId);
}
