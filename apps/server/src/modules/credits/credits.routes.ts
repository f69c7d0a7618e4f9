import {
  AddCreditsInputSchema,
  BalanceResponseSchema,
  CreditPackagesResponseSchema,
  CreditTransactionsResponseSchema,
  TransactionQuerySchema,
} from '@drape/shared/credits.contract';
import {
  CreateOrderInputSchema,
  PaymentOrderResponseSchema,
} from '@drape/shared/payments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { createOrder } from '../payments/payments.service';
import { getCreditBalance } from './credits.service';
import { listPackages, listTransactions } from './transactions.service';
import { BEARER_OR_API_KEY, routeDocs } from '../../plugins/route-docs';

const route = routeDocs(['Credits']);
const keyRoute = routeDocs(['Credits'], BEARER_OR_API_KEY);
const publicRoute = routeDocs(['Credits'], null);

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/balance',
    {
      preHandler: requireAuth({ apiKey: true }),
      ...keyRoute('Your credit balance', {
        response: { 200: BalanceResponseSchema },
      }),
    },
    async (request) => ({
      data: { balance: await getCreditBalance(deps.db, authOf(request).userId) },
    }),
  );

  app.get(
    '/packages',
    publicRoute('The credit packs on sale (INR)', {
      response: { 200: CreditPackagesResponseSchema },
    }),
    async () => ({ data: { packages: listPackages() } }),
  );

  app.get(
    '/transactions',
    {
      preHandler: requireAuth(),
      ...route('Your credit transactions, newest first', {
        querystring: TransactionQuerySchema,
        response: { 200: CreditTransactionsResponseSchema },
      }),
    },
    async (request) => {
      const { results, ...page } = await listTransactions(
        deps.db,
        authOf(request).userId,
        request.query,
      );
      return { data: { transactions: results, ...page } };
    },
  );

  app.post(
    '/purchase',
    {
      preHandler: requireAuth(),
      ...route('Start buying a credit pack (same as /payments/create-order)', {
        body: CreateOrderInputSchema,
        response: { 200: PaymentOrderResponseSchema },
      }),
    },
    async (request) => ({ data: await createOrder(deps, authOf(request).userId, request.body) }),
  );

  app.post(
    '/add',
    {
      preHandler: requireAuth(),
      ...route('Refused: credits are added only by a verified purchase', {
        body: AddCreditsInputSchema,
      }),
    },
    async () => {
      throw new AppError(
        'FORBIDDEN',
        'Credits can only be added by purchasing a pack. Contact support for adjustments.',
      );
    },
  );
};
