import {
  BillingProfileResponseSchema,
  BillingProfileSchema,
  PurchasesResponseSchema,
} from '@drape/shared/invoices.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import * as invoices from './invoices.service';
import { routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Invoices']);

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('preHandler', requireAuth());

  app.get(
    '/billing-profile',
    route('Your billing details for tax invoices (Profile › Billing)', {
      response: { 200: BillingProfileResponseSchema },
    }),
    async (request) => ({
      data: await invoices.getBillingProfile(deps, authOf(request).userId),
    }),
  );

  app.put(
    '/billing-profile',
    route('Save your billing name, GSTIN, address and state (all optional)', {
      body: BillingProfileSchema,
      response: { 200: BillingProfileResponseSchema },
    }),
    async (request) => ({
      data: await invoices.updateBillingProfile(deps, authOf(request).userId, request.body),
    }),
  );

  app.get(
    '/purchases',
    route('Your paid credit purchases with rupee amounts and invoice numbers', {
      response: { 200: PurchasesResponseSchema },
    }),
    async (request) => ({
      data: { purchases: await invoices.listPurchases(deps, authOf(request).userId) },
    }),
  );

  app.get(
    '/orders/:orderId/download',
    route(
      'GST tax invoice (PDF) of one of your paid orders, by the order id in your transactions; issued with the next number of the series on first request',
      { params: z.object({ orderId: z.string().min(1).max(100) }) },
    ),
    async (request, reply) => {
      const { pdf, filename } = await invoices.getInvoicePdf(
        deps,
        authOf(request).userId,
        request.params.orderId,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
