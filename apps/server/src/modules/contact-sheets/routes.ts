import { rollRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createContactSheetLink } from './create-contact-sheet-link.js';
import { streamContactSheet } from './stream-contact-sheet.js';

// The PDF itself is a signed link (like the blob store's), not a JSON contract: hidden from the
// OpenAPI document, and the signature from GET .../contact-sheet is its authority.
const pdfParams = z.strictObject({ file: z.string().regex(/^[1-9]\d{0,9}\.pdf$/, 'must be {rollId}.pdf') });
const pdfQuery = z.strictObject({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) });

export function registerContactSheetRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  registerRoute(api, rollRoutes.contactSheet, async ({ params, user }) =>
    createContactSheetLink({
      db,
      secret: config.authSecret,
      userId: params.id,
      rollId: params.rollId,
      viewerIsStaff: user.role === 'ADMIN',
    }),
  );
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/contact-sheets/:file',
      { schema: { hide: true, params: pdfParams, querystring: pdfQuery } },
      async (request, reply) => {
        const { body, fileName } = await streamContactSheet({
          db,
          blobs,
          config,
          rollId: Number.parseInt(request.params.file, 10),
          exp: request.query.exp,
          sig: request.query.sig,
        });
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store');
        return reply.send(body);
      },
    );
}
