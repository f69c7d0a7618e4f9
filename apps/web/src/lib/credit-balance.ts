import { BalanceResponseSchema } from '@drape/shared/credits.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuthStore } from './auth-store';

export const CREDIT_BALANCE_QUERY_KEY = ['credits', 'balance'] as const;

/** GET /v1/credits/balance. */
export async function fetchCreditBalance(): Promise<number> {
  return (await api.get('/credits/balance', BalanceResponseSchema)).balance;
}

/** The signed-in user's credit balance; invalidate ['credits','balance'] after spending or buying. */
export function useCreditBalance() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return useQuery({
    queryKey: CREDIT_BALANCE_QUERY_KEY,
    queryFn: fetchCreditBalance,
    enabled: isAuthenticated,
  });
}
