import fp from 'fastify-plugin';
import { ApiKeyActivity } from './api-keys.activity';
import { apiKeyStateOf, createApiKeyVerifier, rateLimitHeaders } from './api-keys.auth';
import { apiKeysRoutes, currentKeyRoute } from './api-keys.routes';
import { WebhookDispatcher } from './api-keys.webhooks';

/**
 * API keys end to end: plugs the verifier into requireAuth, adds rate-limit headers and the
 * request log to every API-key request of the enclosing (/v1) scope — so register it before
 * the other /v1 modules — delivers webhooks, and mounts the management routes.
 */
export const apiKeysPlugin = fp(
  async (app) => {
    const activity = new ApiKeyActivity(app.deps.database, app.deps.log);
    const webhooks = new WebhookDispatcher(app.deps);
    app.apiKeyAuth.verify = createApiKeyVerifier(app.deps, activity);
    app.deps.events.on('generation.finished', (row) => webhooks.onGenerationFinished(row));

    app.addHook('onSend', async (request, reply) => {
      const state = apiKeyStateOf(request);
      if (state && !reply.hasHeader('ratelimit-limit'))
        void reply.headers(rateLimitHeaders(state.rate));
    });
    app.addHook('onResponse', async (request, reply) => {
      const state = apiKeyStateOf(request);
      if (!state) return;
      activity.record({
        apiKeyId: state.apiKeyId,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
        creditsSpent: state.creditsSpent,
        createdAt: new Date(),
      });
    });
    app.addHook('onClose', async () => {
      await webhooks.close();
      await activity.close();
    });

    await app.register(currentKeyRoute, { prefix: '/apikeys', activity });
    await app.register(apiKeysRoutes, { prefix: '/apikeys', activity });
  },
  { name: 'drape-api-keys' },
);
