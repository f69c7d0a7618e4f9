import { DashboardStatsResponseSchema } from '@drape/shared/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { routeDocs } from '../../plugins/route-docs';
import { getDashboardStats } from './dashboard.service';

const route = routeDocs(['Dashboard']);

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth());

  app.get(
    '/stats',
    route('Your totals and generations per day for the last 30 days', {
      response: { 200: DashboardStatsResponseSchema },
    }),
    async (request) => ({ data: await getDashboardStats(app.deps, authOf(request).userId) }),
  );
};
