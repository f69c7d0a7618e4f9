import { ErrorResponseSchema, IdParamSchema } from '@drape/shared/common.contract';
import { RetryResponseSchema } from '@drape/shared/photoshoots.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, noteCreditsSpent } from '../../plugins/authenticate';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import { retryImages } from './photoshoots.retry';

const route = routeDocs(['Photoshoots'], BEARER_OR_API_KEY);
const ImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
const response = {
  202: RetryResponseSchema,
  402: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** POST /v1/photoshoots/{id}/retry and /{id}/images/{imageId}/retry (after photoshootsRoutes' auth hook). */
export function registerRetryRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  typed.post(
    '/:id/retry',
    route('Retry every failed image (one credit each; each was refunded when it failed)', {
      params: IdParamSchema,
      response,
    }),
    async (request, reply) => {
      const data = await retryImages(deps, authOf(request), request.params.id);
      noteCreditsSpent(request, data.creditCost);
      return reply.code(202).send({ data });
    },
  );
  typed.post(
    '/:id/images/:imageId/retry',
    route('Retry one failed image (one credit)', {
      params: ImageParamsSchema,
      response,
    }),
    async (request, reply) => {
      const { id, imageId } = request.params;
      const data = await retryImages(deps, authOf(request), id, imageId);
      noteCreditsSpent(request, data.creditCost);
      return reply.code(202).send({ data });
    },
  );
}
