import multipart from '@fastify/multipart';
import { safeText } from '@drape/shared/common.contract';
import { PROFILE_PHOTO_MAX_BYTES } from '@drape/shared/constants';
import { ProfileResponseSchema } from '@drape/shared/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { AVATAR_TOO_LARGE, getAvatar, updateAvatar } from './avatar.service';
import { routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Users']);

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Another plugin may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 },
    });
  }
  app.addHook('preHandler', requireAuth());

  app.post(
    '/avatar',
    route('Upload a profile photo (JPG or PNG, up to 5MB; stored as a 256×256 JPEG)', {
      consumes: ['multipart/form-data'],
      response: { 200: ProfileResponseSchema },
    }),
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
      const part = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
      if (!part)
        throw new AppError('VALIDATION_ERROR', 'No file uploaded', {
          fieldErrors: { file: ['A photo is required'] },
        });
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE);
        throw err;
      }
      const user = await updateAvatar(app.deps, authOf(request).userId, {
        data,
        mimetype: part.mimetype,
      });
      return { data: { user } };
    },
  );

  app.get(
    '/avatar',
    route('Your profile photo (JPEG)', { querystring: z.object({ v: safeText(40).optional() }) }),
    async (request, reply) => {
      const bytes = await getAvatar(app.deps, authOf(request).userId);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );
};
