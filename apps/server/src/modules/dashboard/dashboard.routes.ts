import { DashboardStatsResponseSchema } from '@drape/shared/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { getDashboardStats } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth());

  app.get(
    '/stats',
    {
      schema: {
        tags: ['Dashboard'],
        security: [{ bearerAuth: [] }],
        summary: 'Your totals and generations per day for the last 30 days',
        response: { 200: DashboardStatsResponseSchema },
      },
    },
    async (request) => ({ data: await getDashboardStats(app.deps, authOf(request).userId) }),
  );
};
