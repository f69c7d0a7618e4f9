import { z } from 'zod';
import { EmailSchema, safeText, secretText } from './common.contract';
import { PASSWORD_MAX, TOKEN_INPUT_MAX } from './constants';
import { PersonNameSchema, StrongPasswordSchema, UserSchema } from './auth.contract';

const currentPassword = secretText(PASSWORD_MAX).min(1, 'Current password is required');

export const UpdateProfileInputSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  /** Required when `email` differs from the current address (the change then waits for a link). */
  currentPassword: currentPassword.optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

export const ChangePasswordInputSchema = z.object({
  currentPassword,
  newPassword: StrongPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const NotificationPreferencesSchema = z
  .object({
    notifications: z.object({
      emailUpdates: z.boolean(),
      accountChanges: z.boolean(),
      loginAlerts: z.boolean(),
      generationComplete: z.boolean(),
      generationFailed: z.boolean(),
      creditLow: z.boolean(),
      paymentSuccess: z.boolean(),
      paymentFailed: z.boolean(),
      securityAlerts: z.boolean(),
      newDeviceLogin: z.boolean(),
      passwordChanged: z.boolean(),
    }),
    channels: z.object({ email: z.boolean(), inApp: z.boolean(), sms: z.boolean() }),
    privacy: z.object({
      dataCollection: z.boolean(),
      thirdPartySharing: z.boolean(),
      analyticsOptOut: z.boolean(),
      marketingEmails: z.boolean(),
    }),
  })
  .meta({ id: 'Preferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const PreferencesResponseSchema = z.object({ data: NotificationPreferencesSchema });

export const UpdatePreferencesInputSchema = z.object({
  notifications: NotificationPreferencesSchema.shape.notifications.partial().optional(),
  channels: NotificationPreferencesSchema.shape.channels.partial().optional(),
  privacy: NotificationPreferencesSchema.shape.privacy.partial().optional(),
});
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInputSchema>;

export const ProfileResponseSchema = z.object({
  data: z.object({
    user: UserSchema,
    /** A new address waiting for its confirmation link; `user.email` stays until then. */
    pendingEmail: z.string().optional(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>['data'];

export const ConfirmEmailInputSchema = z.object({
  token: safeText(TOKEN_INPUT_MAX).min(1, 'Confirmation token is required'),
});
export const ConfirmEmailResponseSchema = z.object({ data: z.object({ email: z.string() }) });

export const DeleteAccountInputSchema = z.object({
  password: currentPassword,
  confirmation: z.literal('DELETE', { message: 'Type DELETE to confirm' }).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;
