import { catalogueImageFileTypes, catalogueImageMaxBytes } from '@filmlab/api';
import type { CatalogueImageFileType } from '../api/images';

export const IMAGE_MAX_MB = Math.round(catalogueImageMaxBytes / (1024 * 1024));

export type ImageFileCheck = { ok: true; file: File & { type: CatalogueImageFileType } } | { ok: false; error: string };

/**
 * The server's own limits, checked before uploading so a wrong file fails at once and in words:
 * JPEG, PNG or WebP, at most 15 MB, not empty. The server checks the bytes again.
 */
export function checkImageFile(file: File): ImageFileCheck {
  if (!(catalogueImageFileTypes as readonly string[]).includes(file.type)) {
    return { ok: false, error: `${file.name} is not a JPEG, PNG or WebP image. Please choose one of those.` };
  }
  if (file.size === 0) return { ok: false, error: `${file.name} is empty. Please choose another image.` };
  if (file.size > catalogueImageMaxBytes) {
    return { ok: false, error: `${file.name} is over ${IMAGE_MAX_MB} MB. Please choose a smaller image.` };
  }
  return { ok: true, file: file as File & { type: CatalogueImageFileType } };
}
