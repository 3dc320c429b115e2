import type { Label } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { addLabel, removeLabel, renameLabel, type LabelKind } from '../tags/tag-service.js';
import { selectScan } from './store.js';

// Tags and locations on a scan: the scan must be the member's, then the tags module does the rest.

interface ScanLabelOptions {
  db: Db;
  kind: LabelKind;
  userId: number;
  scanId: number;
}

async function requireScan({ db, userId, scanId }: ScanLabelOptions) {
  const scan = await selectScan(db, userId, scanId);
  if (!scan || scan.status === 'UPLOADING') throw notFound('Scan');
  return { kind: 'scan' as const, id: scanId };
}

export async function addScanLabel(options: ScanLabelOptions & { name: string }): Promise<Label> {
  const target = await requireScan(options);
  return addLabel({ ...options, target });
}

export async function renameScanLabel(options: ScanLabelOptions & { labelId: number; name: string }): Promise<Label> {
  const target = await requireScan(options);
  return renameLabel({ ...options, target });
}

export async function removeScanLabel(options: ScanLabelOptions & { labelId: number }): Promise<void> {
  const target = await requireScan(options);
  await removeLabel({ ...options, target });
}
