import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { useAuthStore } from './auth-store';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again; network hiccups might.
        retry: (count, err) =>
          count < 1 && !(isApiError(err) && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache. */
export const queryClient = createQueryClient();

// Another person's cached data must never show: drop the cache whenever the signed-in user changes.
useAuthStore.subscribe((state, prev) => {
  if (state.user?.id !== prev.user?.id && (prev.user || !state.user)) queryClient.clear();
});
