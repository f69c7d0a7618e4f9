import {
  AuthResponseSchema,
  type AuthResponse,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@drape/shared/auth.contract';
import { ConfirmEmailResponseSchema } from '@drape/shared/users.contract';
import { api } from '@/lib/api-client';

/** The signed-in user and tokens; an answer without them is an INVALID_RESPONSE (spec §5). */
export type Session = AuthResponse['data'];

export function login(input: LoginInput): Promise<Session> {
  return api.post('/auth/login', input, { auth: false, schema: AuthResponseSchema });
}

export function register(input: RegisterInput): Promise<Session> {
  return api.post('/auth/register', input, { auth: false, schema: AuthResponseSchema });
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  return api.post('/auth/forgot-password', input, { auth: false });
}

export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return api.post('/auth/reset-password', input, { auth: false });
}

/** Applies an e-mail change with the token of the link sent to the new address. */
export function confirmEmail(token: string): Promise<{ email: string }> {
  return api.post(
    '/auth/confirm-email',
    { token },
    { auth: false, schema: ConfirmEmailResponseSchema },
  );
}
