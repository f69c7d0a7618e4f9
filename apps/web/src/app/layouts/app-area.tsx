import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { useThemeArea } from '@/lib/theme-store';

/** The app area (sign-in screens and the signed-in app): dark theme by default, server-state cache. */
export function AppArea() {
  useThemeArea('app');
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
