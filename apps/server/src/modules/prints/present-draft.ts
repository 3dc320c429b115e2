import type { PrintDraft } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { DraftRow } from './store.js';

const link = (blobs: BlobStore, key: string | null) => (key ? blobs.readUrl(key) : Promise.resolve(null));

export async function presentDraft(blobs: BlobStore, row: DraftRow): Promise<PrintDraft> {
  const [previewUrl, jpegUrl] = await Promise.all([link(blobs, row.previewKey), link(blobs, row.jpegKey)]);
  return {
    draftId: row.draftId,
    name: row.name,
    width: row.width,
    height: row.height,
    converted: row.convertedAt !== null,
    colourProfile: row.colourProfile,
    previewUrl,
    jpegUrl,
  };
}
