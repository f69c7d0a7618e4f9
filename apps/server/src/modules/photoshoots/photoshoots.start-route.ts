import { ErrorResponseSchema } from '@drape/shared/common.contract';
import {
  CreatePhotoshootInputSchema,
  CreatePhotoshootResponseSchema,
} from '@drape/shared/photoshoots.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeaderSchema } from '../../lib/idempotency-header';
import { authOf, noteCreditsSpent } from '../../plugins/authenticate';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import type { ShootRenderer } from './photoshoots.render';
import { startPhotoshoot } from './photoshoots.service';

const route = routeDocs(['Photoshoots'], BEARER_OR_API_KEY);

/** POST /v1/photoshoots (inside photoshootsRoutes, after its auth hook). */
export function registerStartRoute(app: FastifyInstance, renderer: ShootRenderer) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '',
    route('Start a photoshoot: garments × models × backdrops × shots, one credit an image', {
      description:
        'Every image is debited when the shoot is accepted (402 and nothing charged when the balance is short) and runs as its own queued job; a failed image is refunded on its own and can be retried. Send an Idempotency-Key header to retry safely: the same key with the same body answers the first shoot (200, `Idempotent-Replayed: true`) and charges nothing more; with a different body, 409. `aiModels` adds AI-generated models made by FASHN (TRYON_ENGINE=fashn only; any other engine answers 400 and stores nothing): each is one more model, counted into imageCount and creditCost; `modelIds` may then be empty.',
      headers: IdempotencyHeaderSchema,
      body: CreatePhotoshootInputSchema,
      response: {
        200: CreatePhotoshootResponseSchema,
        202: CreatePhotoshootResponseSchema,
        400: ErrorResponseSchema,
        402: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
      },
    }),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { created, ...data } = await startPhotoshoot(
        app.deps,
        renderer,
        authOf(request),
        request.body,
        key,
      );
      if (!created) return reply.header('idempotent-replayed', 'true').code(200).send({ data });
      noteCreditsSpent(request, data.creditCost);
      return reply.code(202).send({ data });
    },
  );
}
