import { MESSAGES } from '@drape/shared/errors';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ErrorBoundary } from '../error-boundary';

/** New page, top of the page (hash links are left to the page). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNavigate();
  useEffect(() => {
    const onExpired = () => toast.warning('Session expired', MESSAGES.sessionExpired);
    window.addEventListener('drape:session-expired', onExpired);
    return () => window.removeEventListener('drape:session-expired', onExpired);
  }, []);
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
