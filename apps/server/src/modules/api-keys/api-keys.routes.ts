import {
  ApiKeyListResponseSchema,
  ApiKeyResponseSchema,
  ApiKeyStatsResponseSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeyResponseSchema,
  CurrentApiKeyResponseSchema,
  UpdateApiKeyInputSchema,
} from '@drape/shared/api-keys.contract';
import { ErrorResponseSchema, IdParamSchema } from '@drape/shared/common.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf, requireAuth } from '../../plugins/authenticate';
import type { ApiKeyActivity } from './api-keys.activity';
import { apiKeyStateOf } from './api-keys.auth';
import * as keys from './api-keys.service';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['API keys']);
const keyRoute = routeDocs(['API keys'], BEARER_OR_API_KEY);
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const withNotFound = { ...errors, 404: ErrorResponseSchema };

/** Key management: signed-in users only (an API key gets 403 here; it cannot mint keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ activity: ApiKeyActivity }> = async (
  app,
  { activity },
) => {
  const deps = { ...app.deps, activity };
  app.addHook('preHandler', requireAuth());

  app.post(
    '/generate',
    route('Create an API key (the full key is returned once)', {
      body: CreateApiKeyInputSchema,
      response: { 201: CreatedApiKeyResponseSchema, 400: ErrorResponseSchema, ...errors },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await keys.createApiKey(deps, authOf(request).userId, request.body) }),
  );

  app.get(
    '/list',
    route('Your API keys (revoked keys are not listed)', {
      response: { 200: ApiKeyListResponseSchema, ...errors },
    }),
    async (request) => ({ data: { keys: await keys.listApiKeys(deps, authOf(request).userId) } }),
  );

  app.get(
    '/:id',
    route('One API key with its webhook settings', {
      params: IdParamSchema,
      response: { 200: ApiKeyResponseSchema, ...withNotFound },
    }),
    async (request) => ({
      data: await keys.getApiKey(deps, authOf(request).userId, request.params.id),
    }),
  );

  app.patch(
    '/:id',
    route('Rename, enable/disable, change the usage limit or webhook URL', {
      params: IdParamSchema,
      body: UpdateApiKeyInputSchema,
      response: { 200: ApiKeyResponseSchema, 400: ErrorResponseSchema, ...withNotFound },
    }),
    async (request) => ({
      data: await keys.updateApiKey(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id/revoke',
    route('Revoke (delete) an API key; the next request with it fails', {
      params: IdParamSchema,
      response: { 204: z.null(), ...withNotFound },
    }),
    async (request, reply) => {
      await keys.revokeApiKey(deps, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/stats',
    route('Request log statistics of the last 30 days', {
      params: IdParamSchema,
      response: { 200: ApiKeyStatsResponseSchema, ...withNotFound },
    }),
    async (request) => ({
      data: { stats: await keys.getApiKeyStats(deps, authOf(request).userId, request.params.id) },
    }),
  );
};

/** The one key route that takes an API key: "which key am I, how much is left?" */
export const currentKeyRoute: FastifyPluginAsyncZod<{ activity: ApiKeyActivity }> = async (
  app,
  { activity },
) => {
  const deps = { ...app.deps, activity };
  app.addHook('preHandler', requireAuth({ apiKey: true }));
  app.get(
    '/current',
    keyRoute('The API key you are calling with: usage, limit and rate-limit window', {
      response: { 200: CurrentApiKeyResponseSchema, ...errors },
    }),
    async (request) => {
      const auth = authOf(request);
      const state = apiKeyStateOf(request);
      if (auth.via !== 'apiKey' || !auth.apiKeyId || !state) {
        throw new AppError('FORBIDDEN', 'Call this endpoint with an API key');
      }
      const key = await keys.getCallingApiKey(deps, auth.userId, auth.apiKeyId);
      return {
        data: {
          id: key.id,
          name: key.name,
          keyPrefix: key.keyPrefix,
          mode: key.mode,
          usageCount: key.usageCount,
          maxUsage: key.maxUsage,
          expiresAt: key.expiresAt,
          rateLimit: {
            limit: state.rate.limit,
            remaining: state.rate.remaining,
            resetSeconds: state.rate.retryAfterSeconds,
          },
        },
      };
    },
  );
};
