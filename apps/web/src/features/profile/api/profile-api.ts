import type { User } from '@drape/shared/auth.contract';
import type {
  ChangePasswordInput,
  NotificationPreferences,
  ProfileResponse,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from '@drape/shared/users.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { uploadWithProgress } from '@/lib/upload';

export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;
export const PREFERENCES_QUERY_KEY = ['users', 'preferences'] as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<ProfileResponse>('/users/profile', input),
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, { user });
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: number) => void }) => {
      const formData = new FormData();
      formData.append('file', file);
      return uploadWithProgress<{ user: User }>({ path: '/users/avatar', formData, onProgress });
    },
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, { user });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>('/users/change-password', input),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: () => api.get<NotificationPreferences>('/users/preferences'),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) =>
      api.patch<NotificationPreferences>('/users/preferences', input),
    onSuccess: (prefs) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, prefs),
  });
}

/** Deleting the account needs the current password (issue 12). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.delete<void>('/users/account', { body: { password } }),
  });
}

export function exportMyData(): Promise<void> {
  return downloadFile('/users/export', 'drape-export.json');
}

export interface PurchaseRow {
  id: string;
  amount: number;
  description?: string | null;
  createdAt: string;
  status?: string | null;
  paymentId?: string | null;
  orderId?: string | null;
}

/** Credit purchases (GET /v1/transactions/my?type=CREDIT); reads data.results. */
export function usePurchaseHistory() {
  return useQuery({
    queryKey: ['transactions', 'my', { type: 'CREDIT' }],
    queryFn: async () => {
      const data = await api.get<{ results?: PurchaseRow[] } | PurchaseRow[]>('/transactions/my', {
        query: { type: 'CREDIT', limit: 50 },
      });
      return Array.isArray(data) ? data : (data?.results ?? []);
    },
    retry: false,
  });
}
