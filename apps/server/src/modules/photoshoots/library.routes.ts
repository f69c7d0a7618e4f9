import multipart from '@fastify/multipart';
import { ErrorResponseSchema } from '@drape/shared/common.contract';
import { CatalogIdParamSchema, STARTER_MODEL_ID } from '@drape/shared/photoshoots-common.contract';
import {
  AnalyseModelInputSchema,
  BackdropListResponseSchema,
  BackdropResponseSchema,
  CreateBackdropInputSchema,
  CreateModelInputSchema,
  ModelAnalysisResponseSchema,
  ShootModelListResponseSchema,
  ShootModelResponseSchema,
} from '@drape/shared/shoot-library.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import * as backdrops from './backdrops.service';
import { bodyOf } from './library.multipart';
import * as models from './models.service';
import { readStarterModel } from './photoshoots.render';

const modelRoute = routeDocs(['Photoshoot models'], BEARER_OR_API_KEY);
const backdropRoute = routeDocs(['Photoshoot backdrops'], BEARER_OR_API_KEY);
const publicModelRoute = routeDocs(['Photoshoot models'], null);
const publicBackdropRoute = routeDocs(['Photoshoot backdrops'], null);
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 415: ErrorResponseSchema };

/** Public images: the Apache-2.0 starter model and the built-in backdrop art. */
const publicImages: FastifyPluginAsyncZod = async (app) => {
  const renderer = app.ctx.shootRenderer;
  const cache = 'public, max-age=86400';
  app.get(
    `/models/${STARTER_MODEL_ID}/image`,
    publicModelRoute('The starter model photo (JPEG)', {
      produces: ['image/jpeg'],
    }),
    async (_request, reply) =>
      reply
        .header('cache-control', cache)
        .type('image/jpeg')
        .send(await readStarterModel()),
  );
  app.get(
    '/backdrops/:id/image',
    publicBackdropRoute('Preview of a built-in backdrop (JPEG, 3:4)', {
      params: CatalogIdParamSchema,
      produces: ['image/jpeg'],
    }),
    async (request, reply) =>
      reply
        .header('cache-control', cache)
        .type('image/jpeg')
        .send(await backdrops.builtInPreview(renderer, request.params.id)),
  );
};

const ownLibrary: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const renderer = app.ctx.shootRenderer;
  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: deps.config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 4096,
      parts: 12,
    },
  });
  app.addHook('preHandler', requireAuth({ apiKey: true }));

  app.post(
    '/models',
    modelRoute(
      'Add a model photo (consent required); analysed first, refused (422) when unusable',
      {
        description:
          'JSON `{ imageUrl | uploadId, name, labels?, consent: true }` or multipart with `file`, `name`, `labels` (comma-separated) and `consent=true`. Nothing is stored when the photo is refused.',
        body: CreateModelInputSchema.nullish(),
        response: { 201: ShootModelResponseSchema, ...errors, 422: ErrorResponseSchema },
      },
    ),
    async (request, reply) => {
      const input = await bodyOf(request, CreateModelInputSchema, deps.config.UPLOAD_MAX_BYTES);
      const data = await models.createModel(deps, renderer, authOf(request).userId, input);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/models/analyse',
    modelRoute('Analyse a model photo without saving it: framing, outfit, problems', {
      body: AnalyseModelInputSchema.nullish(),
      response: { 200: ModelAnalysisResponseSchema, ...errors },
    }),
    async (request) => {
      const input = await bodyOf(request, AnalyseModelInputSchema, deps.config.UPLOAD_MAX_BYTES);
      return { data: await models.analyseModel(deps, renderer, authOf(request).userId, input) };
    },
  );

  app.get(
    '/models',
    modelRoute('Your model library (the starter model first)', {
      response: { 200: ShootModelListResponseSchema },
    }),
    async (request) => ({ data: await models.listModels(deps, renderer, authOf(request).userId) }),
  );

  app.delete(
    '/models/:id',
    modelRoute('Delete a model photo (not the starter model; not while a shoot uses it)', {
      params: CatalogIdParamSchema,
      response: {
        204: z.null(),
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
      },
    }),
    async (request, reply) => {
      await models.deleteModel(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/backdrops',
    backdropRoute('Add your own backdrop photo', {
      description: 'JSON `{ imageUrl | uploadId, name }` or multipart with `file` and `name`.',
      body: CreateBackdropInputSchema.nullish(),
      response: { 201: BackdropResponseSchema, ...errors },
    }),
    async (request, reply) => {
      const input = await bodyOf(request, CreateBackdropInputSchema, deps.config.UPLOAD_MAX_BYTES);
      const data = await backdrops.createBackdrop(deps, authOf(request).userId, input);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/backdrops',
    backdropRoute('Built-in backdrops (studio sweeps, heritage scenes), then your own', {
      response: { 200: BackdropListResponseSchema },
    }),
    async (request) => ({
      data: await backdrops.listBackdrops(deps, renderer, authOf(request).userId),
    }),
  );

  app.delete(
    '/backdrops/:id',
    backdropRoute('Delete your own backdrop (built-in ones cannot be deleted: 403)', {
      params: CatalogIdParamSchema,
      response: {
        204: z.null(),
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
      },
    }),
    async (request, reply) => {
      await backdrops.deleteBackdrop(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicImages);
  await app.register(ownLibrary);
};
