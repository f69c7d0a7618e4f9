import { ApiKeyListResponseSchema } from '@drape/shared/api-keys.contract';
import { VtonListResponseSchema } from '@drape/shared/tryon.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Your generations whose id matches; a missing or failing endpoint just yields no hits. */
async function searchGenerations(term: string) {
  const query = { search: term, limit: 5 };
  return (await api.get('/vton/list', VtonListResponseSchema, { query })).requests.slice(0, 5);
}

/** Your API keys whose name contains the term (case-insensitive). */
async function searchApiKeys(term: string) {
  const { keys } = await api.get('/apikeys/list', ApiKeyListResponseSchema, {
    query: { limit: 100 },
  });
  const needle = term.toLowerCase();
  return keys.filter((k) => k.name.toLowerCase().includes(needle)).slice(0, 5);
}

/** Both searches for a term of 2+ characters; a failing one just yields no hits. */
export function useSearchHits(term: string) {
  const enabled = term.length >= 2;
  const generations = useQuery({
    queryKey: ['search', 'generations', term],
    queryFn: () => searchGenerations(term),
    enabled,
    retry: false,
  });
  const apiKeys = useQuery({
    queryKey: ['search', 'api-keys', term],
    queryFn: () => searchApiKeys(term),
    enabled,
    retry: false,
  });
  const isLoading = enabled && (generations.isFetching || apiKeys.isFetching);
  return { enabled, gens: generations.data ?? [], keys: apiKeys.data ?? [], isLoading };
}
