import { Route, Routes } from 'react-router';
import { NotFoundPage } from './layouts/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { accountRoutes, appRoutes, guestRoutes, publicRoutes, type PageRoute } from './routes';

// The app area (query cache, guards, shell) is loaded only when a visitor enters it.
const AppArea = lazyPage(() => import('./layouts/app-area'), 'AppArea');
const GuestOnly = lazyPage(() => import('./layouts/guards'), 'GuestOnly');
const RequireAuth = lazyPage(() => import('./layouts/guards'), 'RequireAuth');
const AppShell = lazyPage(() => import('./layouts/app-shell'), 'AppShell');

const toRoute = ({ path, page: Page }: PageRoute) => (
  <Route key={path} path={path} element={<Page />} />
);

/** Declarative routes (React Router's data router would add ~16 KB gzip to the landing). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>{publicRoutes.map(toRoute)}</Route>
        <Route element={<AppArea />}>
          <Route element={<GuestOnly />}>{guestRoutes.map(toRoute)}</Route>
          {accountRoutes.map(toRoute)}
          <Route element={<RequireAuth />}>
            <Route element={<AppShell />}>{appRoutes.map(toRoute)}</Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
