import multipart from '@fastify/multipart';
import { ErrorResponseSchema, IdParamSchema } from '@drape/shared/common.contract';
import {
  BulkDeleteInputSchema,
  BulkDeleteResponseSchema,
  GenerateInputSchema,
  GenerateResponseSchema,
  VtonListQuerySchema,
  VtonListResponseSchema,
  VtonStatusResponseSchema,
} from '@drape/shared/tryon.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf, noteCreditsSpent, requireAuth } from '../../plugins/authenticate';
import { discardUploads } from '../uploads/uploads.service';
import type { VtonRequestRow } from '../../db/schema/tryon';
import { streamStatusEvents } from '../../plugins/event-stream';
import { reportRoutes } from './reports.routes';
import { readGenerateForm } from './tryon.multipart-fields';
import { generationTopic } from './tryon.live';
import * as tryon from './tryon.service';
import { IdempotencyHeaderSchema } from '../../lib/idempotency-header';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Try-on'], BEARER_OR_API_KEY);

export const tryonRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const generations = generationTopic(deps);
  await app.register(multipart, {
    // Keep the client's path so a traversal attempt is refused rather than silently trimmed.
    preservePath: true,
    limits: {
      fileSize: deps.config.UPLOAD_MAX_BYTES,
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 20,
    },
  });
  app.addHook('preHandler', requireAuth({ apiKey: true }));
  await app.register(reportRoutes);

  app.post(
    '/generate',
    route('Start a try-on (JSON with image URLs, or multipart with personImage and garmentImage)', {
      description:
        'Costs one credit, debited when accepted and refunded if the generation fails. Send an Idempotency-Key header to retry safely.',
      headers: IdempotencyHeaderSchema,
      body: GenerateInputSchema.nullish(),
      response: {
        200: GenerateResponseSchema,
        201: GenerateResponseSchema,
        402: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    }),
    async (request, reply) => {
      const auth = authOf(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      const { input, uploaded } = request.isMultipart()
        ? await readGenerateForm(request, deps, auth.userId)
        : { input: request.body ?? undefined, uploaded: [] };
      if (!input)
        throw new AppError('VALIDATION_ERROR', 'Please upload both person and garment images');
      try {
        const { row, created } = await tryon.startGeneration(deps, auth, input, key);
        if (created) noteCreditsSpent(request, 1);
        else void reply.header('idempotent-replayed', 'true');
        return reply
          .code(created ? 201 : 200)
          .send({ data: { id: row.id, userId: row.userId, status: row.status } });
      } catch (err) {
        if (uploaded.length) await discardUploads(deps, auth.userId, uploaded);
        throw err;
      }
    },
  );

  app.get(
    '/status/:id',
    route('Status, progress stage and result of a generation', {
      params: IdParamSchema,
      response: { 200: VtonStatusResponseSchema, 404: ErrorResponseSchema },
    }),
    async (request, reply) => {
      const row = await tryon.getGeneration(deps, authOf(request).userId, request.params.id);
      void reply.header('cache-control', 'no-store');
      return { data: tryon.present(deps, row) };
    },
  );

  app.get(
    '/:id/events',
    route('Server-sent events: one `status` event per change until the generation is final', {
      produces: ['text/event-stream'],
      params: IdParamSchema,
    }),
    async (request, reply) => {
      const row = await tryon.getGeneration(deps, authOf(request).userId, request.params.id);
      await streamStatusEvents<VtonRequestRow>(request, reply, {
        first: row,
        follow: (listener) => deps.live.follow(generations, row.id, listener),
        stampOf: (r) => `${r.status}|${r.stage}|${r.updatedAt.toISOString()}`,
        isFinal: (r) => r.status === 'COMPLETED' || r.status === 'FAILED',
        present: (r) => tryon.present(deps, r),
      });
    },
  );

  app.get(
    '/list',
    route('Your generations: filter by status, sort, search by id, paginate', {
      querystring: VtonListQuerySchema,
      response: { 200: VtonListResponseSchema },
    }),
    async (request) => ({
      data: await tryon.listGenerations(deps, authOf(request).userId, request.query),
    }),
  );

  app.post(
    '/bulk-delete',
    route('Delete several finished generations and their files', {
      body: BulkDeleteInputSchema,
      response: { 200: BulkDeleteResponseSchema },
    }),
    async (request) => ({
      data: await tryon.bulkDeleteGenerations(deps, authOf(request).userId, request.body.ids),
    }),
  );

  app.get(
    '/:id',
    route('One generation (same body as /status/:id)', {
      params: IdParamSchema,
      response: { 200: VtonStatusResponseSchema, 404: ErrorResponseSchema },
    }),
    async (request) => ({
      data: tryon.present(
        deps,
        await tryon.getGeneration(deps, authOf(request).userId, request.params.id),
      ),
    }),
  );

  app.delete(
    '/:id',
    route('Delete a finished generation and its result files', {
      params: IdParamSchema,
      response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    }),
    async (request, reply) => {
      await tryon.deleteGeneration(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
