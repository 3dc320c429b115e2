import type { CatalogueImage, catalogueImageFileTypes, ImageUploadLink } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { callRoute } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

export type CatalogueImageFileType = (typeof catalogueImageFileTypes)[number];

/** Whose image it is: a product, one of its details, or a collection. */
export type ImageOwner =
  | { target: 'product'; productId: number }
  | { target: 'product-detail'; productId: number; detailId: number }
  | { target: 'collection'; collectionId: number };

function uploadLink(owner: ImageOwner, fileType: CatalogueImageFileType, fileName: string): Promise<ImageUploadLink> {
  const query = { fileType, fileName };
  switch (owner.target) {
    case 'product':
      return callRoute(routePaths.products.imageUploadLink, { params: { id: owner.productId }, query });
    case 'product-detail':
      return callRoute(routePaths.products.detailImageUploadLink, {
        params: { id: owner.productId, detailId: owner.detailId },
        query,
      });
    case 'collection':
      return callRoute(routePaths.collections.imageUploadLink, { params: { id: owner.collectionId }, query });
  }
}

/** DELETE .../images?path=: the server accepts only paths of this owner's own images. */
export function deleteImage(owner: ImageOwner, path: string): Promise<unknown> {
  switch (owner.target) {
    case 'product':
      return callRoute(routePaths.products.deleteImage, { params: { id: owner.productId }, query: { path } });
    case 'product-detail':
      return callRoute(routePaths.products.deleteDetailImage, {
        params: { id: owner.productId, detailId: owner.detailId },
        query: { path },
      });
    case 'collection':
      return callRoute(routePaths.collections.deleteImage, { params: { id: owner.collectionId }, query: { path } });
  }
}

/** Asks for a signed link, then PUTs the file's bytes to it, reporting progress 0-100. */
export async function uploadImage(
  owner: ImageOwner,
  file: File & { type: CatalogueImageFileType },
  onProgress: (percent: number) => void,
): Promise<CatalogueImage> {
  const { url } = await uploadLink(owner, file.type, file.name);
  const body = (await uploadFile({ url, file, contentType: file.type, onProgress })) as { image: CatalogueImage };
  return body.image;
}
