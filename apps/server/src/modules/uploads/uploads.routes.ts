import multipart from '@fastify/multipart';
import { ErrorResponseSchema, safeText } from '@drape/shared/common.contract';
import {
  FileQuerySchema,
  UPLOAD_MAX_FILES,
  UploadFolderSchema,
  UploadResponseSchema,
  type UploadFolder,
} from '@drape/shared/upload.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import { readMultipartImages } from './uploads.multipart';
import { readSignedFile, saveUploads } from './uploads.service';

const route = routeDocs(['Upload'], BEARER_OR_API_KEY);

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  await app.register(multipart, {
    // Keep the client's path so a traversal attempt is refused rather than silently trimmed.
    preservePath: true,
    limits: {
      fileSize: deps.config.UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
  });
  const authenticate = requireAuth({ apiKey: true });

  app.post(
    '/upload',
    {
      preHandler: authenticate,
      ...route(
        'Upload JPG, PNG, WebP or AVIF images, stored as JPG or PNG (multipart: `file` or repeated `files`, optional `folder`)',
        {
          consumes: ['multipart/form-data'],
          response: {
            201: UploadResponseSchema,
            400: ErrorResponseSchema,
            413: ErrorResponseSchema,
          },
        },
      ),
    },
    async (request, reply) => {
      const { files, fields } = await readMultipartImages(request, deps.config.UPLOAD_MAX_BYTES, [
        'file',
        'files',
      ]);
      const folder = UploadFolderSchema.safeParse(fields.folder ?? 'uploads');
      if (!folder.success) {
        throw new AppError('VALIDATION_ERROR', 'folder must be vton-persons or vton-garments', {
          fieldErrors: { folder: ['folder must be vton-persons or vton-garments'] },
        });
      }
      const list = files.map((f) => f.file);
      const data = await saveUploads(
        deps,
        authOf(request).userId,
        list,
        folder.data as UploadFolder,
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/files/*',
    {
      // Signed links are bound to their owner: without credentials there is nobody to match.
      preHandler: async function (request, reply) {
        if (!request.headers.authorization && !request.headers['x-api-key']) {
          throw new AppError(
            'FORBIDDEN',
            'This file link only works for its owner. Sign in to view it.',
          );
        }
        await authenticate.call(this, request, reply);
      },
      ...route('Read a stored image through its signed URL (owner only)', {
        params: z.object({ '*': safeText(512, { trim: false }).min(1) }),
        querystring: FileQuerySchema,
      }),
    },
    async (request, reply) => {
      const file = await readSignedFile(
        deps,
        authOf(request).userId,
        request.params['*'],
        request.query.exp,
        request.query.sig,
      );
      const maxAge = Math.max(0, Math.floor((file.expiresAt - Date.now()) / 1000));
      if (request.query.download === '1') {
        const name = request.params['*'].split('/').pop() ?? 'image';
        void reply.header('content-disposition', `attachment; filename="drape-${name}"`);
      }
      return reply
        .type(file.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
