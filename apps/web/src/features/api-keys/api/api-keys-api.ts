import type {
  ApiKey,
  ApiKeyDetail,
  ApiKeyStats,
  CreateApiKeyInput,
  CreatedApiKey,
  UpdateApiKeyInput,
} from '@drape/shared/api-keys.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => (await api.get<{ keys: ApiKey[] }>('/apikeys/list')).keys,
  });
}

export function useApiKeyStats(id: string | null) {
  return useQuery({
    queryKey: [...API_KEYS_QUERY_KEY, id, 'stats'],
    queryFn: async () => (await api.get<{ stats: ApiKeyStats }>(`/apikeys/${id}/stats`)).stats,
    enabled: Boolean(id),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api.post<CreatedApiKey>('/apikeys/generate', input),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** Updates the list only with what the server answered: a failed call changes nothing. */
export function useUpdateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateApiKeyInput & { id: string }) =>
      api.patch<ApiKeyDetail>(`/apikeys/${id}`, input),
    onSuccess: (updated) => {
      client.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) =>
        keys?.map((k) => (k.id === updated.id ? { ...k, ...stripSecret(updated) } : k)),
      );
    },
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/apikeys/${id}/revoke`),
    onSuccess: (_data, id) => {
      client.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) => keys?.filter((k) => k.id !== id));
    },
  });
}

function stripSecret(detail: ApiKeyDetail): ApiKey {
  const { webhookSecret: _secret, ...key } = detail;
  return key;
}
