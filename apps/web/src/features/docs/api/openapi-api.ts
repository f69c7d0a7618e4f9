import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from '../lib/openapi';

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['docs', 'openapi'],
    queryFn: () => api.get<OpenApiDocument>('/openapi.json', { auth: false }),
    staleTime: 5 * 60_000,
  });
}
