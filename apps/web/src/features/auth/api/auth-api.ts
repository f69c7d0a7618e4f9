import type {
  AuthTokens,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import { api } from '@/lib/api-client';

export interface Session {
  user: User;
  tokens: AuthTokens;
}

type RawAuth = {
  user?: User;
  token?: string;
  accessToken?: string;
  tokens?: Partial<AuthTokens>;
} | null;

/**
 * Spec §5: an auth response must hold a user and a token (in `token`, `accessToken` or
 * `tokens.access.token`), else 'Invalid response format from server'.
 */
export function toSession(raw: RawAuth): Session {
  const access = raw?.tokens?.access?.token ?? raw?.accessToken ?? raw?.token;
  if (!raw?.user || !access) throw new Error(MESSAGES.invalidResponse);
  const fallbackExpiry = new Date(Date.now() + 15 * 60_000).toISOString();
  return {
    user: raw.user,
    tokens: {
      access: { token: access, expires: raw.tokens?.access?.expires ?? fallbackExpiry },
      refresh: {
        token: raw.tokens?.refresh?.token ?? '',
        expires: raw.tokens?.refresh?.expires ?? fallbackExpiry,
      },
    },
  };
}

export async function login(input: LoginInput): Promise<Session> {
  return toSession(await api.post<RawAuth>('/auth/login', input, { auth: false }));
}

export async function register(input: RegisterInput): Promise<Session> {
  const raw = await api.post<RawAuth>('/auth/register', input, { auth: false });
  // Registration must carry tokens.access.token specifically.
  if (!raw?.tokens?.access?.token) throw new Error(MESSAGES.invalidResponse);
  return toSession(raw);
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  return api.post<void>('/auth/forgot-password', input, { auth: false });
}

export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return api.post<void>('/auth/reset-password', input, { auth: false });
}

/** Applies an e-mail change with the token of the link sent to the new address. */
export function confirmEmail(token: string): Promise<{ email: string }> {
  return api.post<{ email: string }>('/auth/confirm-email', { token }, { auth: false });
}
