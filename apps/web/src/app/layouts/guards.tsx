import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after signing in: the remembered page, else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register')
    return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Spinner while the session loads; unauthenticated visitors go to /login, remembering where they were. */
export function RequireAuth() {
  const { hasHydrated, isAuthenticated } = useAuthStore();
  const location = useLocation();
  if (!hasHydrated) return <PageSpinner label="Loading your session" />;
  if (!isAuthenticated) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Sign-in and registration are for signed-out visitors only. */
export function GuestOnly() {
  const { hasHydrated, isAuthenticated, isLoading } = useAuthStore();
  const location = useLocation();
  if (!hasHydrated) return <PageSpinner label="Loading your session" />;
  // While a sign-in is in flight the form itself navigates when it finishes.
  if (isAuthenticated && !isLoading)
    return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
