import { z } from 'zod';
import { EmailSchema, safeText, secretText } from './common.contract';
import {
  LOGIN_PASSWORD_MIN,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SPECIAL_PASSWORD_CHARS,
  TOKEN_INPUT_MAX,
} from './constants';

const email = EmailSchema;

export const UserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginInputSchema = z.object({
  email,
  password: secretText(PASSWORD_MAX).min(
    LOGIN_PASSWORD_MIN,
    `Password must be at least ${LOGIN_PASSWORD_MIN} characters`,
  ),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const PersonNameSchema = safeText(100, {
  tooLong: 'Name must be 100 characters or less',
}).min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`);
const name = PersonNameSchema;

export const RegisterInputSchema = z.object({
  name,
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The register form adds confirmation and the terms checkbox to the API input. */
export const RegisterFormSchema = RegisterInputSchema.extend({
  confirmPassword: z.string(),
  terms: z.literal(true, { message: 'You must accept the terms and conditions' }),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

const specialRe = new RegExp(`[${SPECIAL_PASSWORD_CHARS.replace(/[$*?]/g, '\\$&')}]`);

/** A strong password: the change-password rule of spec §5. */
export const StrongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX)
  .refine(
    (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && specialRe.test(v),
    'Password must contain uppercase, lowercase, number and special character',
  );

export const ResetPasswordInputSchema = z.object({
  token: safeText(TOKEN_INPUT_MAX).min(1, 'Reset token is required'),
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const RefreshTokenInputSchema = z.object({
  refreshToken: safeText(TOKEN_INPUT_MAX).min(1),
});
export type RefreshTokenInput = z.infer<typeof RefreshTokenInputSchema>;

const TokenSchema = z.object({ token: z.string(), expires: z.iso.datetime() });

export const AuthTokensSchema = z
  .object({ access: TokenSchema, refresh: TokenSchema })
  .meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

export const AuthResponseSchema = z.object({
  data: z.object({ user: UserSchema, tokens: AuthTokensSchema }),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RefreshResponseSchema = z.object({ data: z.object({ tokens: AuthTokensSchema }) });

/** Password strength by count of satisfied criteria (spec §4). */
export function scorePassword(password: string): {
  score: number;
  label: 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  checks: {
    length: boolean;
    lowercase: boolean;
    uppercase: boolean;
    digit: boolean;
    special: boolean;
  };
} {
  const checks = {
    length: password.length >= PASSWORD_MIN,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: specialRe.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  const label =
    score <= 1
      ? 'Very Weak'
      : score === 2
        ? 'Weak'
        : score === 3
          ? 'Fair'
          : score === 4
            ? 'Good'
            : 'Strong';
  return { score, label, checks };
}
