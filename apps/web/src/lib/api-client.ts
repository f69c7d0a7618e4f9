import { REQUEST_TIMEOUT_MS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import type { AuthTokens } from '@drape/shared/auth.contract';
import { ApiError, apiErrorFromResponse } from './api-error';
import { readRefreshToken, useAuthStore } from './auth-store';
import { downloadBlob } from './download-blob';

export const API_BASE = '/v1';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Send the bearer token and recover from a 401 once (default true). */
  auth?: boolean;
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, controller.signal])
    : controller.signal;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    // A caller's own cancellation stays an AbortError (TanStack Query expects that).
    if (options.signal?.aborted) throw err;
    const code = controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
    throw new ApiError({ status: 0, code, message: MESSAGES.networkError });
  } finally {
    clearTimeout(timer);
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/** Trades the stored refresh token for new tokens, once at a time; null when that is impossible. */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) return null;
    try {
      const res = await send(
        '/auth/refresh-tokens',
        { method: 'POST', body: { refreshToken }, auth: false },
        null,
      );
      if (!res.ok) return null;
      // Checked by hand rather than with zod, to keep zod out of the landing bundle.
      const body = (await res.json()) as { data?: { tokens?: AuthTokens } } | null;
      const tokens = body?.data?.tokens;
      if (!tokens?.access?.token || !tokens.refresh?.token) return null;
      useAuthStore.getState().setTokens(tokens);
      return tokens.access.token;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The session cannot be recovered: sign out locally; the route guard sends the user to /login.
 * Requests that failed together all land here: only the one that ends the session announces it.
 */
export function expireSession(): void {
  const wasSignedIn = useAuthStore.getState().isAuthenticated;
  useAuthStore.getState().clearSession();
  if (wasSignedIn && !window.location.pathname.startsWith('/login')) {
    window.dispatchEvent(new CustomEvent('drape:session-expired'));
  }
}

/** Sends a request with the bearer token; on 401 refreshes once and retries once. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const useAuth = options.auth !== false;
  let res = await send(path, options, useAuth ? useAuthStore.getState().accessToken : null);
  if (res.status === 401 && useAuth && useAuthStore.getState().accessToken) {
    const token = await refreshAccessToken();
    if (!token) {
      expireSession();
      throw await apiErrorFromResponse(res);
    }
    res = await send(path, options, token);
    if (res.status === 401) expireSession();
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  return res;
}

/** Sends a request and returns the `data` of a `{data: …}` body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiResponse(path, options);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({
      status: res.status,
      code: 'INVALID_RESPONSE',
      message: MESSAGES.invalidResponse,
    });
  }
  if (typeof body === 'object' && body !== null && 'data' in body)
    return (body as { data: T }).data;
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Downloads a file through the API (with auth) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await apiResponse(path);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^"]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  downloadBlob(await res.blob(), name);
}
