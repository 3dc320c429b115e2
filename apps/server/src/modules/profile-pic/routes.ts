import { profilePicMaxBytes, profilePicRoutes, profilePicSignatureQuery, profilePicUploadParams } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { createProfilePicUploadLink } from './create-profile-pic-upload-link.js';
import { checkUploadLink } from './upload-link.js';
import { uploadProfilePic } from './upload-profile-pic.js';

export function registerProfilePicRoutes(api: FastifyInstance, deps: Deps) {
  registerRoute(api, profilePicRoutes.uploadLink, async ({ params }) =>
    createProfilePicUploadLink({ db: deps.db, config: deps.config, userId: params.id }),
  );

  // The upload takes raw image bytes, so it gets a scope of its own with a raw-body parser and a
  // 10 MB limit; JSON routes keep the app's 1 MB limit.
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: profilePicMaxBytes }, (_request, body, done) =>
      done(null, body),
    );
    // The link is checked before the body is read, so a stranger cannot make us read 10 MB.
    scope.addHook('preParsing', async (request) => {
      const params = profilePicUploadParams.safeParse(request.params);
      const query = profilePicSignatureQuery.safeParse(request.query);
      if (!params.success || !query.success) {
        const issues = [...(params.error?.issues ?? []), ...(query.error?.issues ?? [])];
        throw new AppError(
          'BAD_REQUEST',
          'This upload link is incomplete',
          issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        );
      }
      checkUploadLink(
        deps.config.authSecret,
        { purpose: 'profile-pic', userId: params.data.id, exp: query.data.exp },
        query.data.sig,
      );
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
