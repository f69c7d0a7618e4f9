import { ErrorResponseSchema, IdParamSchema } from '@drape/shared/common.contract';
import { PHOTOSHOOT_LIMITS, PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { PhotoshootCapabilitiesSchema } from '@drape/shared/photoshoots-common.contract';
import {
  PhotoshootListQuerySchema,
  PhotoshootListResponseSchema,
  PhotoshootResponseSchema,
  type PhotoshootEvent,
} from '@drape/shared/photoshoots.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { streamStatusEvents } from '../../plugins/event-stream';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import { streamArchive } from './photoshoots.archive';
import { photoshootTopic } from './photoshoots.live';
import { loadProgress } from './photoshoots.progress';
import { registerRetryRoutes } from './photoshoots.retry-routes';
import { registerStartRoute } from './photoshoots.start-route';
import * as shoots from './photoshoots.service';

const route = routeDocs(['Photoshoots'], BEARER_OR_API_KEY);
const isFinal = (e: PhotoshootEvent) => !['PENDING', 'PROCESSING'].includes(e.photoshoot.status);

export const photoshootsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const progress = photoshootTopic(deps);
  const renderer = app.ctx.shootRenderer;
  app.addHook('preHandler', requireAuth({ apiKey: true }));

  registerStartRoute(app, renderer);
  registerRetryRoutes(app);

  app.get(
    '',
    route('Your photoshoots, newest first (paged)', {
      querystring: PhotoshootListQuerySchema,
      response: { 200: PhotoshootListResponseSchema },
    }),
    async (request) => ({
      data: await shoots.listPhotoshoots(deps, authOf(request).userId, request.query),
    }),
  );

  app.get(
    '/capabilities',
    route('What this deployment can do (AI-generated models need TRYON_ENGINE=fashn)', {
      response: { 200: PhotoshootCapabilitiesSchema },
    }),
    async () => {
      const fashn = deps.config.TRYON_ENGINE === 'fashn';
      return {
        data: {
          engine: deps.config.TRYON_ENGINE,
          aiModels: fashn,
          aiModelsMax: fashn ? PHOTOSHOOT_LIMITS.aiModelsMax : 0,
          note: fashn ? null : PHOTOSHOOT_MESSAGES.localEngineModels,
        },
      };
    },
  );

  app.get(
    '/:id',
    route('A photoshoot: status, counts per status and every image (album grouped by sku)', {
      params: IdParamSchema,
      response: { 200: PhotoshootResponseSchema, 404: ErrorResponseSchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await shoots.getPhotoshoot(deps, authOf(request).userId, request.params.id) };
    },
  );

  app.get(
    '/:id/events',
    route('Server-sent events: a `status` event (summary + changed images) per change', {
      produces: ['text/event-stream'],
      params: IdParamSchema,
    }),
    async (request, reply) => {
      const row = await shoots.getShootRow(deps, authOf(request).userId, request.params.id);
      const first = await loadProgress(deps, row.id);
      await streamStatusEvents<PhotoshootEvent>(request, reply, {
        first: first as PhotoshootEvent,
        follow: (listener) => deps.live.follow(progress, row.id, listener),
        stampOf: (e) => {
          const c = e.photoshoot.counts;
          return `${e.photoshoot.status}|${c.pending}|${c.processing}|${c.completed}|${c.failed}`;
        },
        isFinal,
        present: (e) => e,
      });
    },
  );

  app.get(
    '/:id/archive',
    route(
      'Every finished image as a ZIP (`<sku>/<model>-<backdrop>-<shot>.jpg`) plus manifest.csv, streamed',
      {
        produces: ['application/zip'],
        params: IdParamSchema,
      },
    ),
    async (request, reply) => {
      const zip = await streamArchive(deps, authOf(request).userId, request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zip.filename}"`)
        .header('cache-control', 'no-store')
        .send(zip.stream);
    },
  );

  app.delete(
    '/:id',
    route('Delete a finished photoshoot and all its images', {
      params: IdParamSchema,
      response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    }),
    async (request, reply) => {
      await shoots.deletePhotoshoot(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
