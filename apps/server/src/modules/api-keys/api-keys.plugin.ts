import fp from 'fastify-plugin';
import { apiKeyStateOf, rateLimitHeaders } from './api-keys.auth';
import { apiKeysRoutes, currentKeyRoute } from './api-keys.routes';

/**
 * API keys over HTTP: rate-limit headers and the request log for every API-key request of the
 * enclosing (/v1) scope — so register it before the other /v1 modules — and the management
 * routes. The verifier itself is built by createContext and used by requireAuth.
 */
export const apiKeysPlugin = fp(
  async (app) => {
    const activity = app.ctx.apiKeyActivity;
    // Synchronous hooks, so signed-in (non-API-key) requests pay almost nothing for them.
    app.addHook('onSend', (request, reply, payload, done) => {
      const state = apiKeyStateOf(request);
      if (state && !reply.hasHeader('ratelimit-limit'))
        void reply.headers(rateLimitHeaders(state.rate));
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      const state = apiKeyStateOf(request);
      if (!state) return done();
      activity.record({
        apiKeyId: state.apiKeyId,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        statusCode: reply.statusCode,
        durationMs: reply.elapsedTime,
        creditsSpent: request.creditsSpent,
        createdAt: new Date(),
      });
      done();
    });

    await app.register(currentKeyRoute, { prefix: '/apikeys', activity });
    await app.register(apiKeysRoutes, { prefix: '/apikeys', activity });
  },
  { name: 'drape-api-keys' },
);
