import { stationRoutes, stationTokenRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createRollLabelLinks, renderRollLabel } from './roll-label-link.js';
import { addStationRollEvent, finishStationUpload, readStationRoll, startStationUpload } from './station-rolls.js';
import { createStationToken, listStationTokens, revokeStationToken } from './station-tokens.js';

// The label file is a signed link, not a JSON contract: hidden from the OpenAPI document.
const labelParams = z.strictObject({
  file: z.string().regex(/^[1-9]\d{0,9}\.(png|pdf)$/, 'must be {rollId}.png or {rollId}.pdf'),
});
const labelQuery = z.strictObject({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) });

export function registerStationRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs, jobs, config } = deps;
  registerRoute(api, stationTokenRoutes.list, async () => listStationTokens({ db }));
  registerRoute(api, stationTokenRoutes.create, async ({ body, user }) =>
    createStationToken({ db, name: body.name, createdById: user.id }),
  );
  registerRoute(api, stationTokenRoutes.revoke, async ({ params }) =>
    revokeStationToken({ db, stationId: params.stationId }),
  );
  registerRoute(api, stationTokenRoutes.rollLabel, async ({ params }) =>
    createRollLabelLinks({ db, secret: config.authSecret, rollId: params.rollId }),
  );
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/roll-labels/:file',
      { schema: { hide: true, params: labelParams, querystring: labelQuery } },
      async (request, reply) => {
        const [id, format] = request.params.file.split('.') as [string, 'png' | 'pdf'];
        const label = await renderRollLabel({
          db,
          secret: config.authSecret,
          rollId: Number.parseInt(id, 10),
          format,
          exp: request.query.exp,
          sig: request.query.sig,
        });
        reply
          .header('content-type', label.contentType)
          .header('content-disposition', `attachment; filename="${label.fileName}"`)
          .header('cache-control', 'private, no-store');
        return reply.send(label.body);
      },
    );

  registerRoute(api, stationRoutes.roll, async ({ params }) => ({
    roll: await readStationRoll({ db, code: params.code }),
  }));
  registerRoute(api, stationRoutes.startUpload, async ({ params, query, body }) =>
    startStationUpload({
      db,
      blobs,
      secret: config.authSecret,
      code: params.code,
      fileType: query.fileType,
      sha256: body.sha256,
    }),
  );
  registerRoute(api, stationRoutes.finishUpload, async ({ params }) =>
    finishStationUpload({
      db,
      blobs,
      secret: config.authSecret,
      jobs,
      code: params.code,
      scanId: params.scanId,
      maxBytes: config.scanMaxBytes,
    }),
  );
  registerRoute(api, stationRoutes.addEvent, async ({ params, body, station }) => ({
    // authorize lets only a station through to a station route.
    roll: await addStationRollEvent({ deps, station: station!, code: params.code, event: body.event }),
  }));
}
