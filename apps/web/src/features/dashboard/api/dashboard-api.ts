import { DashboardStatsResponseSchema } from '@drape/shared/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DASHBOARD_STATS_QUERY_KEY = ['dashboard', 'stats'] as const;

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_QUERY_KEY,
    queryFn: () => api.get('/dashboard/stats', DashboardStatsResponseSchema),
  });
}
