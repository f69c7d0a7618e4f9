import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { GuestOnly, RequireAuth, redirectTarget } from './guards';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {redirectTarget(location.state)}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route path="/login" element={<LoginProbe />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/profile" element={<p>profile page</p>} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => useAuthStore.getState().clearSession());

describe('route guard', () => {
  it('sends a signed-out visitor to /login, remembering where they were', () => {
    renderAt('/profile?tab=security');
    expect(screen.getByText('login page, from /profile?tab=security')).toBeInTheDocument();
  });

  it('lets a signed-in user in and sends them away from /login', () => {
    useAuthStore.setState({
      user: { id: 'u', name: 'A', email: 'a@x.in', avatarUrl: null, role: 'user', createdAt: '' },
      accessToken: 't',
      isAuthenticated: true,
    });
    renderAt('/profile');
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });

  it('redirects a signed-in visitor on /login to /dashboard', () => {
    useAuthStore.setState({
      user: { id: 'u', name: 'A', email: 'a@x.in', avatarUrl: null, role: 'user', createdAt: '' },
      accessToken: 't',
      isAuthenticated: true,
    });
    renderAt('/login');
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
