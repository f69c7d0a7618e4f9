import { lazyPage, type LazyPage } from './lazy-page';

/*
 * THE list of pages. Each feature adds its own lines here, one route per line; every page is
 * lazy-loaded so it becomes its own chunk and the landing bundle stays small.
 *
 * Note for public pages: the landing area has no TanStack Query provider (it would add ~10 KB
 * to the landing's initial JavaScript); call the API with `api` from '@/lib/api-client' directly.
 */
export interface PageRoute {
  path: string;
  page: LazyPage;
}

/** Public pages in the landing area (light theme by default). */
export const publicRoutes: PageRoute[] = [
  {
    path: '/',
    page: lazyPage(() => import('@/features/landing/components/landing-page'), 'LandingPage'),
  },
  {
    path: '/landing',
    page: lazyPage(() => import('@/features/landing/components/landing-page'), 'LandingPage'),
  },
  {
    path: '/terms-and-conditions',
    page: lazyPage(() => import('@/features/legal/components/terms-page'), 'TermsPage'),
  },
  {
    path: '/privacy-policy',
    page: lazyPage(
      () => import('@/features/legal/components/privacy-policy-page'),
      'PrivacyPolicyPage',
    ),
  },
  {
    path: '/ai-policy',
    page: lazyPage(() => import('@/features/legal/components/ai-policy-page'), 'AiPolicyPage'),
  },
  {
    path: '/deck',
    page: lazyPage(() => import('@/features/deck/components/deck-page'), 'DeckPage'),
  },
];

/** Sign-in screens; signed-in visitors are sent on to where they came from, else /dashboard. */
export const guestRoutes: PageRoute[] = [
  {
    path: '/login',
    page: lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage'),
  },
  {
    path: '/register',
    page: lazyPage(() => import('@/features/auth/components/register-page'), 'RegisterPage'),
  },
];

/** Account screens open to everyone (the e-mailed reset link may be opened while signed in). */
export const accountRoutes: PageRoute[] = [
  {
    path: '/reset-password',
    page: lazyPage(
      () => import('@/features/auth/components/reset-password-page'),
      'ResetPasswordPage',
    ),
  },
  {
    path: '/confirm-email',
    page: lazyPage(
      () => import('@/features/auth/components/confirm-email-page'),
      'ConfirmEmailPage',
    ),
  },
];

/** Signed-in pages, rendered inside the app shell behind the route guard. */
export const appRoutes: PageRoute[] = [
  {
    path: '/dashboard',
    page: lazyPage(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/profile',
    page: lazyPage(() => import('@/features/profile/components/profile-page'), 'ProfilePage'),
  },
  {
    path: '/docs',
    page: lazyPage(() => import('@/features/docs/components/docs-page'), 'DocsPage'),
  },
  {
    path: '/api-keys',
    page: lazyPage(() => import('@/features/api-keys/components/api-keys-page'), 'ApiKeysPage'),
  },
  {
    path: '/credits',
    page: lazyPage(() => import('@/features/credits/components/credits-page'), 'CreditsPage'),
  },
  {
    path: '/studio',
    page: lazyPage(() => import('@/features/studio/components/studio-page'), 'StudioPage'),
  },
  {
    path: '/gallery',
    page: lazyPage(() => import('@/features/gallery/components/gallery-page'), 'GalleryPage'),
  },
  {
    path: '/photoshoots',
    page: lazyPage(
      () => import('@/features/photoshoots/components/photoshoots-page'),
      'PhotoshootsPage',
    ),
  },
  {
    path: '/photoshoots/new',
    page: lazyPage(
      () => import('@/features/photoshoots/components/new-shoot-page'),
      'NewShootPage',
    ),
  },
  {
    path: '/photoshoots/models',
    page: lazyPage(() => import('@/features/photoshoots/components/models-page'), 'ModelsPage'),
  },
  {
    path: '/photoshoots/backdrops',
    page: lazyPage(
      () => import('@/features/photoshoots/components/backdrops-page'),
      'BackdropsPage',
    ),
  },
  {
    path: '/photoshoots/:id',
    page: lazyPage(() => import('@/features/photoshoots/components/shoot-page'), 'ShootPage'),
  },
];
