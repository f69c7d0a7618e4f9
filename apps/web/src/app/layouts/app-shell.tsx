import { useQuery } from '@tanstack/react-query';
import { ProfileResponseSchema } from '@drape/shared/users.contract';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Refreshes the stored user from the server once per visit (and proves the session is valid). */
function useSyncProfile() {
  const setUser = useAuthStore((s) => s.setUser);
  const query = useQuery({
    queryKey: ['users', 'profile'],
    queryFn: () => api.get('/users/profile', ProfileResponseSchema),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data?.user) setUser(query.data.user);
  }, [query.data, setUser]);
}

/** The signed-in frame: fixed sidebar at lg+, slide-over below; top bar; the page. */
export function AppShell() {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  useSyncProfile();
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-canvas text-fg">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-surface px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar isOpen={isSidebarOpen} onClose={() => setSidebarOpen(false)} />
      <div className="lg:pl-72">
        <TopBar onOpenSidebar={() => setSidebarOpen(true)} />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
