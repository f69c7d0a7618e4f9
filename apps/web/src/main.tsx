import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { areaOfPath, useThemeStore } from './lib/theme-store';

// Apply the area's theme before the first paint, so the page never flashes the wrong colours.
useThemeStore.getState().enterArea(areaOfPath(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
