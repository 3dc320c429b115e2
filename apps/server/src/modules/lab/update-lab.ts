import type { LabIdentity, UpdateLabBody } from '@filmlab/api';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { readLabIdentity } from './lab-service.js';
import { upsertLabSettings } from './store.js';

/** Staff save the lab's identity; every process shows it once it drops its copy (the caller announces it). */
export async function updateLab(options: {
  db: Db;
  config: Config;
  input: UpdateLabBody;
  staffId: number;
}): Promise<LabIdentity> {
  await upsertLabSettings(options.db, { ...options.input, updatedBy: options.staffId });
  return readLabIdentity(options.db, options.config);
}
