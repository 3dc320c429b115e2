import type { CatalogueImage } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db, Tx } from '../../db/client.js';
import { selectFirstCollectionImages, selectImagesOf, type ImageOwner } from './image-store.js';
import { presentImages } from './present-product.js';
import { filesOf } from './remove-image-files.js';

// The catalogue's images as the collections' use cases read them, with signed read links.

/** An owner's images, in order, with signed read links. */
export async function listCatalogueImages(options: {
  db: Db | Tx;
  blobs: BlobStore;
  owner: ImageOwner;
}): Promise<CatalogueImage[]> {
  return presentImages(options.blobs, await selectImagesOf(options.db, options.owner));
}

/** The blob keys of an owner's images and their small copies, to remove the files once the owner is deleted. */
export async function catalogueImagePaths(db: Db | Tx, owner: ImageOwner): Promise<string[]> {
  return (await selectImagesOf(db, owner)).flatMap(filesOf);
}

/** The first image of each of these collections that has one, with a signed read link. */
export async function firstCollectionImages(options: {
  db: Db | Tx;
  blobs: BlobStore;
  collectionIds: readonly number[];
}): Promise<Map<number, CatalogueImage>> {
  const rows = await selectFirstCollectionImages(options.db, options.collectionIds);
  const images = await presentImages(options.blobs, rows);
  return new Map(rows.map((row, i) => [row.collectionId as number, images[i] as CatalogueImage]));
}
