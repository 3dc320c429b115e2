import type { LabLocation, UpdateLabLocationBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { updateLocationRow } from './store.js';

/** Staff change a location's details; the public list shows them once every process drops its copy. */
export async function updateLabLocation(options: {
  db: Db;
  id: number;
  input: UpdateLabLocationBody;
}): Promise<LabLocation> {
  const location = await updateLocationRow(options.db, options.id, options.input);
  if (!location) throw notFound('Location');
  return location;
}
