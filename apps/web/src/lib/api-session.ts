import type { AuthTokens } from '@drape/shared/auth.contract';
import { sendOnce } from './api-transport';
import { readRefreshToken, useAuthStore } from './auth-store';

// The one place that knows about bearer tokens, refreshing them and ending a lost session.

let refreshInFlight: Promise<string | null> | null = null;

/** Trades the stored refresh token for new tokens, once at a time; null when that is impossible. */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) return null;
    try {
      const res = await sendOnce(
        '/auth/refresh-tokens',
        { method: 'POST', body: { refreshToken } },
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
function expireSession(): void {
  const wasSignedIn = useAuthStore.getState().isAuthenticated;
  useAuthStore.getState().clearSession();
  if (wasSignedIn && !window.location.pathname.startsWith('/login')) {
    window.dispatchEvent(new CustomEvent('drape:session-expired'));
  }
}

/**
 * Runs `attempt` with the session's access token; on 401 refreshes once and runs it once more.
 * A session that cannot be refreshed, or whose fresh token is refused too, is expired.
 */
export async function withSession(
  attempt: (token: string | null) => Promise<Response>,
): Promise<Response> {
  const token = useAuthStore.getState().accessToken;
  const res = await attempt(token);
  if (res.status !== 401 || !token) return res;
  const fresh = await refreshAccessToken();
  if (!fresh) {
    expireSession();
    return res;
  }
  const retried = await attempt(fresh);
  if (retried.status === 401) expireSession();
  return retried;
}
