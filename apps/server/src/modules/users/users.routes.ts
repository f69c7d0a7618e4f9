import {
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  PreferencesResponseSchema,
  ProfileResponseSchema,
  UpdatePreferencesInputSchema,
  UpdateProfileInputSchema,
} from '@drape/shared/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { fastSerializerCompiler } from '../../plugins/fast-serializer';
import * as users from './users.service';
import { routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Users']);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('preHandler', requireAuth());

  app.get(
    '/profile',
    {
      ...route('Your profile', { response: { 200: ProfileResponseSchema } }),
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => ({ data: { user: await users.getProfile(deps, authOf(request)) } }),
  );

  app.patch(
    '/profile',
    route('Update your name; a new e-mail (with currentPassword) waits for its confirmation link', {
      body: UpdateProfileInputSchema,
      response: { 200: ProfileResponseSchema },
    }),
    async (request) => ({
      data: await users.updateProfile(deps, authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/change-password',
    route('Change password (signs out your other sessions)', {
      body: ChangePasswordInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const auth = authOf(request);
      await users.changePassword(deps, auth.userId, auth.sessionId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account',
    route('Delete your account and data (needs your current password)', {
      body: DeleteAccountInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await users.deleteAccount(deps, authOf(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get('/export', route('Download everything you own as JSON'), async (request, reply) => {
    const data = await users.exportUserData(deps, authOf(request).userId);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="drape-export-${day}.json"`)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });

  app.get(
    '/preferences',
    route('Notification and privacy preferences', { response: { 200: PreferencesResponseSchema } }),
    async (request) => ({ data: await users.getPreferences(deps, authOf(request).userId) }),
  );

  app.patch(
    '/preferences',
    route('Change notification and privacy preferences', {
      body: UpdatePreferencesInputSchema,
      response: { 200: PreferencesResponseSchema },
    }),
    async (request) => ({
      data: await users.updatePreferences(deps, authOf(request).userId, request.body),
    }),
  );
};
