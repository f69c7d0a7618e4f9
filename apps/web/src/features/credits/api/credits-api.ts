import { NEW_TRANSACTIONS_FETCH_LIMIT } from '@drape/shared/constants';
import {
  CreditPackagesResponseSchema,
  MyTransactionsResponseSchema,
  TransactionStatsResponseSchema,
  type CreditPackage,
} from '@drape/shared/credits.contract';
import {
  PaymentOrderResponseSchema,
  SandboxPayResponseSchema,
  VerifyPaymentResponseSchema,
  type VerifyPaymentInput,
} from '@drape/shared/payments.contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, downloadFile } from '@/lib/api-client';

export type TransactionFilter = 'ALL' | 'CREDIT' | 'DEBIT';

const PACKAGES_KEY = ['credits', 'packages'] as const;
const STATS_KEY = ['credits', 'stats'] as const;
const transactionsKey = (filter: TransactionFilter) => ['credits', 'transactions', filter] as const;

export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: async () =>
      (await api.get('/credits/packages', CreditPackagesResponseSchema)).packages,
    staleTime: 60 * 60_000,
  });
}

export function useTransactionStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: () => api.get('/transactions/stats', TransactionStatsResponseSchema),
  });
}

/** The history, newest first, a page of 20 at a time ("Load more"). */
export function useTransactions(filter: TransactionFilter) {
  return useInfiniteQuery({
    queryKey: transactionsKey(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/transactions/my', MyTransactionsResponseSchema, {
        query: {
          page: pageParam,
          limit: NEW_TRANSACTIONS_FETCH_LIMIT,
          type: filter === 'ALL' ? undefined : filter,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** After anything that moves the balance: balance (top bar), history and stats. */
export function useRefreshCredits() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'credits' && q.queryKey[1] !== 'packages',
      }),
    [queryClient],
  );
}

export const paymentsApi = {
  createOrder: (packId: CreditPackage['id']) =>
    api.post('/payments/create-order', { packId }, { schema: PaymentOrderResponseSchema }),
  verify: (input: VerifyPaymentInput) =>
    api.post('/payments/verify', input, { schema: VerifyPaymentResponseSchema }),
  sandboxPay: (orderId: string, outcome: 'success' | 'failure') =>
    api.post('/payments/sandbox/pay', { orderId, outcome }, { schema: SandboxPayResponseSchema }),
};

export function exportTransactions(filter: TransactionFilter) {
  const query = filter === 'ALL' ? '' : `?type=${filter}`;
  return downloadFile(`/transactions/export.csv${query}`, 'drape-transactions.csv');
}
