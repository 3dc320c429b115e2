import { profilePicMaxBytes, profilePicRoutes, profilePicSignatureQuery, profilePicUploadParams } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { acceptSignedRawUploads } from '../../http/raw-upload.js';
import { registerRoute } from '../../http/register.js';
import { createProfilePicUploadLink } from './create-profile-pic-upload-link.js';
import { checkUploadLink } from './upload-link.js';
import { uploadProfilePic } from './upload-profile-pic.js';

export function registerProfilePicRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, profilePicRoutes.uploadLink, async ({ params }) =>
    createProfilePicUploadLink({ db: deps.db, config: deps.config, userId: params.id }),
  );

  // The upload takes raw image bytes (up to 10 MB) in a scope of its own.
  void api.register(async (scope) => {
    acceptSignedRawUploads(scope, {
      maxBytes: profilePicMaxBytes,
      params: profilePicUploadParams,
      query: profilePicSignatureQuery,
      checkLink: (params, query) =>
        checkUploadLink(
          deps.config.authSecret,
          { purpose: 'profile-pic', userId: params.id, exp: query.exp },
          query.sig,
        ),
    });
    registerRoute(scope, profilePicRoutes.upload, async ({ params, request }) =>
      uploadProfilePic({
        db: deps.db,
        blobs: deps.blobs,
        userId: params.id,
        data: Buffer.isBuffer(request.body) ? request.body : undefined,
      }),
    );
  });
}
