import {
  BulkDeleteResponseSchema,
  VtonListResponseSchema,
  type BulkDeleteResponse,
  type VtonListQuery,
} from '@drape/shared/tryon.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GALLERY_PAGE_SIZE = 12;

export function useGalleryList(
  query: Pick<VtonListQuery, 'page' | 'status' | 'sort'> & { search?: string },
) {
  return useQuery({
    queryKey: ['gallery', query],
    queryFn: ({ signal }) =>
      api.get('/vton/list', VtonListResponseSchema, {
        query: { ...query, limit: GALLERY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Generations also arrive through the API (keys) and finish in the worker: a filter or page
    // switched back to shows fresh data, not the app-wide 30 s cache.
    staleTime: 0,
    // Items still running refresh on their own.
    refetchInterval: (q) =>
      q.state.data?.requests.some((r) => r.status === 'PENDING' || r.status === 'PROCESSING')
        ? 4000
        : false,
  });
}

export function useDeleteGenerations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (ids.length === 1) {
        await api.delete(`/vton/${ids[0]}`);
        return { deleted: ids, skipped: [] } as BulkDeleteResponse['data'];
      }
      return api.post('/vton/bulk-delete', { ids }, { schema: BulkDeleteResponseSchema });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gallery'] }),
  });
}
