import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useThemeArea } from '@/lib/theme-store';

/** The landing area: public pages, light theme by default. */
export function PublicLayout() {
  useThemeArea('landing');
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
