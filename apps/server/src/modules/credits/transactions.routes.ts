import {
  MyTransactionsResponseSchema,
  TransactionExportQuerySchema,
  TransactionQuerySchema,
  TransactionStatsResponseSchema,
} from '@drape/shared/credits.contract';
import {
  CreateOrderInputSchema,
  PaymentOrderResponseSchema,
} from '@drape/shared/payments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { createOrder } from '../payments/payments.service';
import {
  exportTransactionsCsv,
  getTransactionStats,
  listTransactions,
} from './transactions.service';
import { routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Transactions']);

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('preHandler', requireAuth());

  app.get(
    '/my',
    route('Your transactions, newest first (filter by CREDIT or DEBIT)', {
      querystring: TransactionQuerySchema,
      response: { 200: MyTransactionsResponseSchema },
    }),
    async (request) => ({
      data: await listTransactions(deps.db, authOf(request).userId, request.query),
    }),
  );

  app.get(
    '/stats',
    route('Totals over all your transactions', {
      response: { 200: TransactionStatsResponseSchema },
    }),
    async (request) => ({ data: await getTransactionStats(deps.db, authOf(request).userId) }),
  );

  app.get(
    '/export.csv',
    route('Download your transaction history as CSV', {
      querystring: TransactionExportQuerySchema,
    }),
    async (request, reply) => {
      const csv = await exportTransactionsCsv(deps.db, authOf(request).userId, request.query.type);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="drape-transactions-${day}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/purchase',
    route('Start buying a credit pack (same as /payments/create-order)', {
      body: CreateOrderInputSchema,
      response: { 200: PaymentOrderResponseSchema },
    }),
    async (request) => ({ data: await createOrder(deps, authOf(request).userId, request.body) }),
  );
};
