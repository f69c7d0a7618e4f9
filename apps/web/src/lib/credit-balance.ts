import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuthStore } from './auth-store';

export const CREDIT_BALANCE_QUERY_KEY = ['credits', 'balance'] as const;

/** GET /v1/credits/balance; reads data.balance (or a top-level balance), default 0. */
export async function fetchCreditBalance(): Promise<number> {
  const data = await api.get<{ balance?: number } | null>('/credits/balance');
  return typeof data?.balance === 'number' ? data.balance : 0;
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
