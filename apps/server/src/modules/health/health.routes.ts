import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDocs } from '../../plugins/route-docs';

const publicRoute = routeDocs(['Health'], null);

const HealthSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    time: z.iso.datetime(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    publicRoute('Readiness: is the database reachable', {
      response: { 200: HealthSchema, 503: HealthSchema },
    }),
    async (_request, reply) => {
      const up = await app.ctx.database.ping().catch(() => false);
      const body = {
        data: {
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          time: new Date().toISOString(),
        },
      } as const;
      return reply.code(up ? 200 : 503).send(body);
    },
  );
};
