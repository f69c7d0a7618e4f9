import {
  ApiKeyListResponseSchema,
  ApiKeyResponseSchema,
  ApiKeyStatsResponseSchema,
  CreatedApiKeyResponseSchema,
  type ApiKey,
  type ApiKeyDetail,
  type CreateApiKeyInput,
  type UpdateApiKeyInput,
} from '@drape/shared/api-keys.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => (await api.get('/apikeys/list', ApiKeyListResponseSchema)).keys,
  });
}

export function useApiKeyStats(id: string | null) {
  return useQuery({
    queryKey: [...API_KEYS_QUERY_KEY, id, 'stats'],
    queryFn: async () => (await api.get(`/apikeys/${id}/stats`, ApiKeyStatsResponseSchema)).stats,
    enabled: Boolean(id),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api.post('/apikeys/generate', input, { schema: CreatedApiKeyResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** Updates the list only with what the server answered: a failed call changes nothing. */
export function useUpdateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateApiKeyInput & { id: string }) =>
      api.patch(`/apikeys/${id}`, input, { schema: ApiKeyResponseSchema }),
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
    mutationFn: (id: string) => api.delete(`/apikeys/${id}/revoke`),
    onSuccess: (_data, id) => {
      client.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) => keys?.filter((k) => k.id !== id));
    },
  });
}

function stripSecret(detail: ApiKeyDetail): ApiKey {
  const { webhookSecret: _secret, ...key } = detail;
  return key;
}
