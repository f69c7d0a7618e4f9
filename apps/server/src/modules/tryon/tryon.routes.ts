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
  type GenerateInput,
} from '@drape/shared/tryon.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf, noteCreditsSpent, requireAuth } from '../../plugins/authenticate';
import { readMultipartImages } from '../uploads/uploads.multipart';
import { discardUploads, saveUploads } from '../uploads/uploads.service';
import type { VtonRequestRow } from '../../db/schema/tryon';
import { streamStatusEvents } from '../../plugins/event-stream';
import { reportRoutes } from './reports.routes';
import { optionFieldsOf, validationErrorOf } from './tryon.multipart-fields';
import { generationTopic } from './tryon.live';
import * as tryon from './tryon.service';
import { IdempotencyHeaderSchema } from '../../lib/idempotency-header';

const tags = ['Try-on'];
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
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
    {
      schema: {
        tags,
        security,
        summary:
          'Start a try-on (JSON with image URLs, or multipart with personImage and garmentImage)',
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
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      let input: GenerateInput | undefined = request.body ?? undefined;
      let uploaded: Awaited<ReturnType<typeof saveUploads>> = [];
      if (request.isMultipart()) {
        const { files, fields } = await readMultipartImages(request, deps.config.UPLOAD_MAX_BYTES, [
          'personImage',
          'garmentImage',
        ]);
        const person = files.find((f) => f.field === 'personImage')?.file;
        const garment = files.find((f) => f.field === 'garmentImage')?.file;
        const personUrl = person
          ? (await saveUploads(deps, auth.userId, [person], 'vton-persons'))[0]
          : undefined;
        if (personUrl) uploaded.push(personUrl);
        try {
          const garmentUrl = garment
            ? (await saveUploads(deps, auth.userId, [garment], 'vton-garments'))[0]
            : undefined;
          if (garmentUrl) uploaded.push(garmentUrl);
        } catch (err) {
          await discardUploads(deps, auth.userId, uploaded);
          throw err;
        }
        const parsed = GenerateInputSchema.safeParse({
          personImageUrl: personUrl?.key ?? fields.personImageUrl,
          garmentImageUrl:
            uploaded.find((u) => u.folder === 'vton-garments')?.key ?? fields.garmentImageUrl,
          ...optionFieldsOf(fields),
        });
        if (!parsed.success) {
          await discardUploads(deps, auth.userId, uploaded);
          throw validationErrorOf(parsed.error);
        }
        input = parsed.data;
      }
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
      } finally {
        uploaded = [];
      }
    },
  );

  app.get(
    '/status/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Status, progress stage and result of a generation',
        params: IdParamSchema,
        response: { 200: VtonStatusResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await tryon.getGeneration(deps, authOf(request).userId, request.params.id);
      void reply.header('cache-control', 'no-store');
      return { data: tryon.present(deps, row) };
    },
  );

  app.get(
    '/:id/events',
    {
      schema: {
        tags,
        security,
        summary: 'Server-sent events: one `status` event per change until the generation is final',
        produces: ['text/event-stream'],
        params: IdParamSchema,
      },
    },
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
    {
      schema: {
        tags,
        security,
        summary: 'Your generations: filter by status, sort, search by id, paginate',
        querystring: VtonListQuerySchema,
        response: { 200: VtonListResponseSchema },
      },
    },
    async (request) => ({
      data: await tryon.listGenerations(deps, authOf(request).userId, request.query),
    }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete several finished generations and their files',
        body: BulkDeleteInputSchema,
        response: { 200: BulkDeleteResponseSchema },
      },
    },
    async (request) => ({
      data: await tryon.bulkDeleteGenerations(deps, authOf(request).userId, request.body.ids),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One generation (same body as /status/:id)',
        params: IdParamSchema,
        response: { 200: VtonStatusResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: tryon.present(
        deps,
        await tryon.getGeneration(deps, authOf(request).userId, request.params.id),
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a finished generation and its result files',
        params: IdParamSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await tryon.deleteGeneration(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
