import type { Readable } from 'node:stream';
import { SITE_PHOTO_FORMATS, SITE_PHOTO_WIDTHS, type SitePhotoFormat } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { photoBlobKey, photoContentType } from './photo-blobs.js';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAME = new RegExp(`^(${SITE_PHOTO_WIDTHS.join('|')})\\.(${SITE_PHOTO_FORMATS.join('|')})$`);

async function openPhoto(blobs: BlobStore, key: string): Promise<{ body: Readable | Buffer; size: number } | null> {
  if (blobs.openRead) return blobs.openRead(key);
  const data = await blobs.get(key);
  return data ? { body: data, size: data.length } : null;
}

/**
 * The photographs' sizes at public URLs (domain sitePhotoUrl): files, not JSON, so a plain route hidden
 * from the OpenAPI document like the blob links. An upload's id never points at other bytes, so
 * browsers and CDNs keep them for a year.
 */
export function registerPhotoFiles(api: FastifyInstance, blobs: BlobStore) {
  api.get(
    '/public/site-photos/:id/:name',
    { schema: { hide: true }, config: { session: false } },
    async (request, reply) => {
      const { id, name } = request.params as { id: string; name: string };
      const match = NAME.exec(name);
      const notFound = () => reply.code(404).send({ message: 'There is no such photograph', errors: [] });
      if (!ID.test(id) || !match) return notFound();
      const format = match[2] as SitePhotoFormat;
      const file = await openPhoto(blobs, photoBlobKey(id, Number(match[1]), format));
      if (!file) return notFound();
      return reply
        .header('content-type', photoContentType(format))
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );
}
