import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import { unstorableTextIn } from './text-guard.js';

/**
 * Makes a scope take raw bytes (an image PUT to a signed upload link) up to `maxBytes`; JSON routes
 * keep the app's 1 MB limit. The link is checked before the body is read, so a stranger cannot make
 * the server read the whole limit: a missing part answers 400 naming it, a bad signature 403.
 * The parts get the same text check as every route's (http/text-guard.ts) before the link is read.
 */
export function acceptSignedRawUploads<P extends z.ZodType, Q extends z.ZodType>(
  scope: FastifyInstance,
  options: {
    maxBytes: number;
    params: P;
    query: Q;
    /** Throws when the link is not valid for these parts. */
    checkLink(params: z.output<P>, query: z.output<Q>): void;
  },
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.maxBytes }, (_request, body, done) =>
    done(null, body),
  );
  scope.addHook('preParsing', async (request) => {
    const unstorable = [...unstorableTextIn(request.params, 'params'), ...unstorableTextIn(request.query, 'query')];
    if (unstorable.length > 0) throw new AppError('BAD_REQUEST', 'This upload link is not valid', unstorable);
    const params = options.params.safeParse(request.params);
    const query = options.query.safeParse(request.query);
    if (!params.success || !query.success) {
      const issues = [...(params.error?.issues ?? []), ...(query.error?.issues ?? [])];
      throw new AppError(
        'BAD_REQUEST',
        'This upload link is incomplete',
        issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    options.checkLink(params.data, query.data);
  });
}
