import { ErrorResponseSchema, IdParamSchema } from '@drape/shared/common.contract';
import {
  ReportResultInputSchema,
  ReportResultResponseSchema,
} from '@drape/shared/tryon-reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';
import { reportResult } from './reports.service';

const route = routeDocs(['Try-on'], BEARER_OR_API_KEY);

/** POST /v1/vton/{id}/report, registered inside the try-on routes (same auth). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/report',
    route('Not happy with this result? Refund its credit and regenerate it free', {
      description:
        'Reports a COMPLETED result with a reason: its credit comes back as a refund ledger row (once) and, unless `regenerate` is false, a free regeneration with the adjusted options is queued, linked by `regeneratedFromId`. Capped per day and as a share of the generations made (429 REPORT_LIMIT_REACHED).',
      params: IdParamSchema,
      body: ReportResultInputSchema,
      response: {
        201: ReportResultResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
    }),
    async (request, reply) => {
      const data = await reportResult(app.deps, authOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );
};
