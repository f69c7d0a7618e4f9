import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from '../lib/openapi';

/** The generated document is not part of the contract: checked for the parts the page reads. */
const OpenApiDocumentSchema = z.custom<OpenApiDocument>(
  (v) => typeof v === 'object' && v !== null && 'openapi' in v && 'paths' in v,
);

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['docs', 'openapi'],
    queryFn: () => api.get('/openapi.json', OpenApiDocumentSchema, { auth: false }),
    staleTime: 5 * 60_000,
  });
}
