import { api } from './api-client';
import { readRefreshToken, useAuthStore } from './auth-store';

/** Signs out: tells the server to revoke the refresh token, and always clears the local session. */
export async function signOut(): Promise<void> {
  const refreshToken = readRefreshToken();
  try {
    if (refreshToken) await api.post('/auth/logout', { refreshToken }, { auth: false });
  } catch {
    // Logout always clears the local session even if the server call fails (spec §4).
  } finally {
    useAuthStore.getState().clearSession();
  }
}
