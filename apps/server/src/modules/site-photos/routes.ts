import { sitePhotoRoutes } from '@filmlab/api';
import { SITE_PHOTO_MAX_BYTES } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { authorize } from '../../http/authorize.js';
import { registerRoute } from '../../http/register.js';
import { changeSitePhotoAlt, removeSitePhoto } from './change-site-photo.js';
import { registerPhotoFiles } from './photo-files.js';
import { sitePhotosServiceFor } from './site-photos-service.js';
import { uploadSitePhoto } from './upload-site-photo.js';

/** The pages' hero photographs: everyone reads them, staff upload, re-caption and remove them. */
export function registerSitePhotoRoutes(api: FastifyInstance, deps: Deps) {
  const photos = sitePhotosServiceFor(deps);
  registerRoute(api, sitePhotoRoutes.list, async ({ reply }) => {
    // Staff read it back right after a change (the admin screen): no copy may stand in for it.
    reply.header('cache-control', 'no-cache');
    return { photos: [...(await photos.all()).byPage.values()] };
  });
  registerRoute(api, sitePhotoRoutes.changeAlt, async ({ body, user }) => {
    const changed = await changeSitePhotoAlt({ db: deps.db, page: body.page, alt: body.alt, staffId: user.id });
    await photos.changed();
    return changed;
  });
  registerRoute(api, sitePhotoRoutes.remove, async ({ query }) => {
    const removed = await removeSitePhoto({ db: deps.db, blobs: deps.blobs, page: query.page });
    await photos.changed();
    return { removed };
  });
  registerPhotoFiles(api, deps.blobs);
  // The upload's body is the raw picture, in a scope of its own; only staff get it read.
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SITE_PHOTO_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.addHook('preParsing', async (request) =>
      authorize('admin', request.sessionUser, request.params, request.station),
    );
    registerRoute(scope, sitePhotoRoutes.upload, async ({ query, request, user }) => {
      const photo = await uploadSitePhoto({
        db: deps.db,
        blobs: deps.blobs,
        page: query.page,
        alt: query.alt,
        data: Buffer.isBuffer(request.body) ? request.body : undefined,
        staffId: user.id,
      });
      await photos.changed();
      return photo;
    });
  });
}
