import type { User } from '@drape/shared/auth.contract';
import type {
  ChangePasswordInput,
  NotificationPreferences,
  ProfileResponse,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from '@drape/shared/users.contract';
import {
  BillingProfileResponseSchema,
  PurchasesResponseSchema,
  type BillingProfile,
} from '@drape/shared/invoices.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PURCHASES_QUERY_KEY } from '@/components/invoices/invoice-api';
import { api, downloadFile } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { uploadWithProgress } from '@/lib/upload';

export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;
export const PREFERENCES_QUERY_KEY = ['users', 'preferences'] as const;
const BILLING_PROFILE_QUERY_KEY = ['invoices', 'billing-profile'] as const;
const BillingDetailsSchema = BillingProfileResponseSchema.shape.data;
const PurchaseListSchema = PurchasesResponseSchema.shape.data;

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

/** Billing details printed on GST tax invoices (Profile › Billing). */
export function useBillingProfile() {
  return useQuery({
    queryKey: BILLING_PROFILE_QUERY_KEY,
    queryFn: async () =>
      BillingDetailsSchema.parse(await api.get<unknown>('/invoices/billing-profile')),
  });
}

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BillingProfile) =>
      BillingDetailsSchema.parse(await api.put<unknown>('/invoices/billing-profile', input)),
    onSuccess: (saved) => queryClient.setQueryData(BILLING_PROFILE_QUERY_KEY, saved),
  });
}

/** Paid credit purchases with rupee amounts and invoice numbers (GET /v1/invoices/purchases). */
export function usePurchases() {
  return useQuery({
    queryKey: PURCHASES_QUERY_KEY,
    queryFn: async () =>
      PurchaseListSchema.parse(await api.get<unknown>('/invoices/purchases')).purchases,
  });
}
