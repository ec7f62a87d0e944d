/**
 * The back office's route table: the only routes the browser app has. Public pages are rendered by the
 * server and reached by ordinary links (docs/decisions/024-public-pages-without-hydration.md).
 */
import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from './components/PageLoading';

/** The admin area's routes; each screen's code is fetched when first visited. */
const ADMIN_ROUTES: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./admin/auth/LoginPage')).LoginPage }) },
  {
    path: '/emailrequest',
    lazy: async () => ({ Component: (await import('./admin/auth/EmailRequestPage')).EmailRequestPage }),
  },
  { path: '/verifyotp', lazy: async () => ({ Component: (await import('./admin/auth/VerifyOtpPage')).VerifyOtpPage }) },
  {
    path: '/resetpassword',
    lazy: async () => ({ Component: (await import('./admin/auth/ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: '/confirm-email/:token',
    lazy: async () => ({ Component: (await import('./admin/auth/ConfirmEmailPage')).ConfirmEmailPage }),
  },
  {
    path: '/invite/:token',
    lazy: async () => ({ Component: (await import('./admin/auth/InvitePage')).InvitePage }),
  },
  {
    path: '/SuccessMessage',
    lazy: async () => ({ Component: (await import('./admin/auth/SuccessPage')).SuccessPage }),
  },
  {
    path: '/admin',
    lazy: async () => {
      const [{ AdminShell }, { requireAdmin }] = await Promise.all([
        import('./admin/layout/AdminShell'),
        import('./admin/auth/requireAdmin'),
      ]);
      return { Component: AdminShell, loader: requireAdmin };
    },
  },
  // Sign-in is required here too: the same loader guards them.
  {
    path: '/AchievementForm',
    lazy: async () => {
      const [{ standaloneSection }, { requireAdmin }] = await Promise.all([
        import('./admin/layout/StandaloneSection'),
        import('./admin/auth/requireAdmin'),
      ]);
      return { Component: standaloneSection('AchievementForm'), loader: requireAdmin };
    },
  },
  {
    path: '/StepForm',
    lazy: async () => {
      const [{ standaloneSection }, { requireAdmin }] = await Promise.all([
        import('./admin/layout/StandaloneSection'),
        import('./admin/auth/requireAdmin'),
      ]);
      return { Component: standaloneSection('StepForm'), loader: requireAdmin };
    },
  },
  {
    path: '/ProfilePage',
    lazy: async () => {
      const [{ ProfilePage }, { requireAdmin }] = await Promise.all([
        import('./admin/profile/ProfilePage'),
        import('./admin/auth/requireAdmin'),
      ]);
      return { Component: ProfilePage, loader: requireAdmin };
    },
  },
];

/**
 * Any other address is a page of the public site, which only the server renders: a link to it from the
 * back office (the logo, say) is a full page load.
 */
function LeaveForPublicSite() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <PageLoading />;
}

export function createAdminRoutes(): RouteObject[] {
  return [
    ...ADMIN_ROUTES.map((route) => ({ ...route, hydrateFallbackElement: <PageLoading /> })),
    { path: '*', Component: LeaveForPublicSite },
  ];
}
