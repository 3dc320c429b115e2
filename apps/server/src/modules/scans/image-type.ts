import type { ScanFileType } from '@filmlab/domain';
import { sniffImageOf } from '../../images/image-type.js';

/** JPEG, PNG or TIFF by the file's first bytes (a WebP or anything else is not a scan). */
export const sniffScanType = (head: Uint8Array): ScanFileType | null =>
  sniffImageOf(head, ['image/jpeg', 'image/png', 'image/tiff']);

/** sharp's name for each format. */
export const sharpFormatOf: Record<ScanFileType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/tiff': 'tiff',
};

export const extensionOf: Record<ScanFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
};
