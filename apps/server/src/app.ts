import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { AppDeps } from './lib/deps';
import { capConnectionsPerIp, httpServerOptions } from './lib/http-limits';
import { authPlugin } from './plugins/authenticate';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { apiKeysPlugin } from './modules/api-keys/api-keys.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { transactionsRoutes } from './modules/credits/transactions.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { avatarRoutes } from './modules/users/avatar.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { usersRoutes } from './modules/users/users.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { tryonRoutes } from './modules/tryon/tryon.routes';
import { libraryRoutes } from './modules/photoshoots/library.routes';
import { photoshootsRoutes } from './modules/photoshoots/photoshoots.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's composition root (createContext). */
    ctx: AppContext;
    /** ctx.deps: what route handlers pass to services. */
    deps: AppDeps;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

/**
 * The HTTP shell over a context: security headers, OpenAPI, the /v1 routes and the SPA. Closing
 * the app does not close the context (its owner does).
 */
export async function buildHttpApp(ctx: AppContext): Promise<FastifyInstance> {
  const config = ctx.config;
  const app = Fastify({
    // pino's Logger is Fastify's logger; only the generic parameter differs.
    loggerInstance: ctx.deps.log as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    ...httpServerOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerIp(app.server, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('ctx', ctx);
  app.decorate('deps', ctx.deps);

  // While shutting down, answers ask keep-alive clients to go, so close() is not held up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Synchronous hooks: an async one costs a promise per request on every route.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: cspDirectives() } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Drape API', version: '1.0.0', description: 'AI virtual try-on API' },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Access token or API key' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(authPlugin);

  await app.register(
    async (v1) => {
      // First: its hooks (rate-limit headers, request log) must cover every /v1 route.
      await v1.register(apiKeysPlugin);
      await v1.register(healthRoutes);
      await v1.register(authRoutes, { prefix: '/auth' });
      await v1.register(usersRoutes, { prefix: '/users' });
      await v1.register(avatarRoutes, { prefix: '/users' });
      await v1.register(dashboardRoutes, { prefix: '/dashboard' });
      await v1.register(contactRoutes, { prefix: '/contact' });
      await v1.register(uploadsRoutes);
      await v1.register(tryonRoutes, { prefix: '/vton' });
      await v1.register(creditsRoutes, { prefix: '/credits' });
      await v1.register(transactionsRoutes, { prefix: '/transactions' });
      await v1.register(paymentsRoutes, { prefix: '/payments' });
      await v1.register(photoshootsRoutes, { prefix: '/photoshoots' });
      await v1.register(libraryRoutes);
      await v1.register(invoicesRoutes, { prefix: '/invoices' });
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );

  await registerSpa(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  return app;
}

function cspDirectives() {
  const razorpay = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...razorpay],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...razorpay, 'https://lumberjack.razorpay.com'],
    frameSrc: ["'self'", ...razorpay],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Serves the built SPA; unknown /v1 paths are JSON 404s, other GETs get index.html. */
async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    // preCompressed: the web build writes .br/.gz beside each text asset (served per Accept-Encoding).
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Vite puts a content hash in every /assets name: those never change. Other files may.
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(join(distDir, 'assets'));
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/v1/') || path === '/v1' || !wantsPage || !hasSpa) {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${path} not found` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
