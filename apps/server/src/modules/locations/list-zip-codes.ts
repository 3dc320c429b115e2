import type { ZipCode } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { selectZipCodes } from './store.js';

/** The courier's zip codes; `active` narrows to served (true) or coming-soon (false) ones. */
export async function listZipCodes(options: { db: Db; active?: boolean | undefined }): Promise<ZipCode[]> {
  return selectZipCodes(options.db, { active: options.active });
}
