import { socialSubmissionRoutes } from '@filmlab/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createSocialSubmission } from './create-social-submission.js';
import { listSelectedSocialSubmissions } from './list-selected-social-submissions.js';
import { listSocialSubmissions } from './list-social-submissions.js';
import { selectSocialSubmission } from './select-social-submission.js';

export function registerSocialSubmissionRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  const present = { blobs, labSocialHandle: config.labSocialHandle };

  registerRoute(api, socialSubmissionRoutes.list, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listSocialSubmissions({ ...present, db, query });
  });
  registerRoute(api, socialSubmissionRoutes.selected, async ({ query }) =>
    listSelectedSocialSubmissions({ ...present, db, query }),
  );
  registerRoute(api, socialSubmissionRoutes.select, async ({ params, body }) => ({
    submission: await selectSocialSubmission({ ...present, db, submissionId: params.id, selected: body.selected }),
  }));
  void api.register(async (scope) => {
    // 201 for a new submission, 200 when the scan had been submitted; the body is the same shape.
    const repeats = new WeakSet<FastifyRequest>();
    scope.addHook('onSend', async (request, reply) => {
      if (repeats.has(request) && reply.statusCode === 201) reply.code(200);
    });
    registerRoute(scope, socialSubmissionRoutes.create, async ({ params, body, request }) => {
      const result = await createSocialSubmission({
        ...present,
        db,
        userId: params.id,
        scanId: params.scanId,
        body,
      });
      if (result.alreadySubmitted) repeats.add(request);
      return { submission: result.submission };
    });
  });
}
