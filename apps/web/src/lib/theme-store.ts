import { STORAGE_KEYS } from '@drape/shared/constants';
import { useLayoutEffect } from 'react';
import { create } from 'zustand';

export type ThemeArea = 'landing' | 'app';
export type Theme = 'light' | 'dark';

/** The landing area is light by default, the signed-in app dark (spec §2). */
const DEFAULT_THEME: Record<ThemeArea, Theme> = { landing: 'light', app: 'dark' };

function readTheme(area: ThemeArea): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme[area]);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME[area];
  } catch {
    return DEFAULT_THEME[area];
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  area: ThemeArea;
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  enterArea: (area: ThemeArea) => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  area: 'landing',
  theme: readTheme('landing'),
  setTheme: (theme) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme[get().area], theme);
    } catch {
      // Not persisted when storage is unavailable; still applied.
    }
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  // Reloaded from storage whenever the route moves between the landing and app areas (spec §4).
  enterArea: (area) => {
    const theme = readTheme(area);
    applyTheme(theme);
    set({ area, theme });
  },
}));

/** Call at the top of a layout to put the page in that area's theme. */
export function useThemeArea(area: ThemeArea): void {
  const enterArea = useThemeStore((s) => s.enterArea);
  useLayoutEffect(() => enterArea(area), [area, enterArea]);
}

/** The area a path belongs to, used before the first render to avoid a flash of the wrong theme. */
export function areaOfPath(pathname: string): ThemeArea {
  const app = [
    '/dashboard',
    '/studio',
    '/gallery',
    '/photoshoots',
    '/api-keys',
    '/credits',
    '/profile',
    '/docs',
    '/login',
    '/register',
    '/reset-password',
  ];
  return app.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? 'app' : 'landing';
}
