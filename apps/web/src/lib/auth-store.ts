import type { AuthTokens, User } from '@drape/shared/auth.contract';
import { STORAGE_KEYS } from '@drape/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AuthState {
  user: User | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  /** True while a sign-in or registration request is in flight. */
  isLoading: boolean;
  /** False until the persisted session has been read from storage. */
  hasHydrated: boolean;
  setSession: (user: User, tokens: AuthTokens) => void;
  setUser: (user: User) => void;
  setTokens: (tokens: AuthTokens) => void;
  setLoading: (isLoading: boolean) => void;
  clearSession: () => void;
}

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.refreshToken);
  } catch {
    return null;
  }
}

function writeRefreshToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.refreshToken, token);
    else localStorage.removeItem(STORAGE_KEYS.refreshToken);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts for this page only.
  }
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      accessToken: null,
      isAuthenticated: false,
      isLoading: false,
      hasHydrated: false,
      setSession: (user, tokens) => {
        writeRefreshToken(tokens.refresh.token);
        set({ user, accessToken: tokens.access.token, isAuthenticated: true });
      },
      setUser: (user) => set({ user }),
      setTokens: (tokens) => {
        writeRefreshToken(tokens.refresh.token);
        set({ accessToken: tokens.access.token });
      },
      setLoading: (isLoading) => set({ isLoading }),
      clearSession: () => {
        writeRefreshToken(null);
        set({ user: null, accessToken: null, isAuthenticated: false, isLoading: false });
      },
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        user: s.user,
        accessToken: s.accessToken,
        isAuthenticated: s.isAuthenticated,
      }),
      // A stored user plus token counts as restored authentication (spec §3).
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<AuthState>;
        const ok = Boolean(p.user && p.accessToken);
        return {
          ...current,
          user: ok ? p.user! : null,
          accessToken: ok ? p.accessToken! : null,
          isAuthenticated: ok,
        };
      },
    },
  ),
);

// Synchronous storage hydrates during create(); an async one would finish later.
if (useAuthStore.persist.hasHydrated()) useAuthStore.setState({ hasHydrated: true });
else useAuthStore.persist.onFinishHydration(() => useAuthStore.setState({ hasHydrated: true }));
