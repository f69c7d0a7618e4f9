import {
  PreferencesResponseSchema,
  ProfileResponseSchema,
  type ChangePasswordInput,
  type UpdatePreferencesInput,
  type UpdateProfileInput,
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

export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;
export const PREFERENCES_QUERY_KEY = ['users', 'preferences'] as const;
const BILLING_PROFILE_QUERY_KEY = ['invoices', 'billing-profile'] as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      api.patch('/users/profile', input, { schema: ProfileResponseSchema }),
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
      return api.upload('/users/avatar', formData, { schema: ProfileResponseSchema, onProgress });
    },
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, { user });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/users/change-password', input),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: () => api.get('/users/preferences', PreferencesResponseSchema),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) =>
      api.patch('/users/preferences', input, { schema: PreferencesResponseSchema }),
    onSuccess: (prefs) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, prefs),
  });
}

/** Deleting the account needs the current password (issue 12). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.delete('/users/account', { password }),
  });
}

export function exportMyData(): Promise<void> {
  return downloadFile('/users/export', 'drape-export.json');
}

/** Billing details printed on GST tax invoices (Profile › Billing). */
export function useBillingProfile() {
  return useQuery({
    queryKey: BILLING_PROFILE_QUERY_KEY,
    queryFn: () => api.get('/invoices/billing-profile', BillingProfileResponseSchema),
  });
}

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingProfile) =>
      api.put('/invoices/billing-profile', input, { schema: BillingProfileResponseSchema }),
    onSuccess: (saved) => queryClient.setQueryData(BILLING_PROFILE_QUERY_KEY, saved),
  });
}

/** Paid credit purchases with rupee amounts and invoice numbers (GET /v1/invoices/purchases). */
export function usePurchases() {
  return useQuery({
    queryKey: PURCHASES_QUERY_KEY,
    queryFn: async () => (await api.get('/invoices/purchases', PurchasesResponseSchema)).purchases,
  });
}
