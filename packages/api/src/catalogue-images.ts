import { z } from 'zod';
import { idParamField } from './fields.js';

// Image uploads of the admin catalogue (products, product details and collections): the file types,
// the signed upload link and its parameters.

export const catalogueImageFileTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest image file accepted by an upload link. */
export const catalogueImageMaxBytes = 15 * 1024 * 1024;
export const catalogueImageTargets = ['product', 'product-detail', 'collection'] as const;
export type CatalogueImageTarget = (typeof catalogueImageTargets)[number];

/**
 * The small copy the server stores of every shop picture (at most 800 px on its longer side): pages
 * offer it beside the picture (`srcset`) and a phone downloads it instead.
 */
export const catalogueImageCopySchema = z
  .object({
    /** A signed, expiring read link. */
    read: z.string(),
    width: z.number().int(),
  })
  .meta({ id: 'CatalogueImageCopy' });
export type CatalogueImageCopy = z.infer<typeof catalogueImageCopySchema>;

export const imageUploadQuery = z.object({
  fileType: z.enum(catalogueImageFileTypes, 'must be image/jpeg, image/png or image/webp'),
  /** Accepted for the record; the stored file gets a name of its own. */
  fileName: z.string().max(255).optional(),
});
export const imageUploadLink = z
  .object({
    /** PUT the raw image bytes here (no Authorization header needed) before expiresAt. */
    url: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'ImageUploadLink' });
export type ImageUploadLink = z.infer<typeof imageUploadLink>;
export const imageUploadParams = z.strictObject({
  target: z.enum(catalogueImageTargets, 'must be product, product-detail or collection'),
  id: idParamField(),
});
export const imageUploadSignatureQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(200),
});
