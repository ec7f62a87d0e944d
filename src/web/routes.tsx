/** One route table for the whole site, used by the server render and by the browser alike. */
import type { RouteObject } from 'react-router';
import type { Api } from './api/client';
import { PageLoading } from './components/PageLoading';
import { HomePage, homeLoader } from './public/home/HomePage';
import { PublicLayout } from './public/layout/PublicLayout';
import { NotFoundPage } from './public/NotFoundPage';

export interface PageMeta {
  title: string;
  description: string;
}

/** What a route tells the document around it: its meta tags and, for the lost page, its status. */
export interface RouteHandle {
  meta?: (data: unknown) => PageMeta;
  status?: number;
}

const SITE_NAME = 'Kestrel Digital';

/**
 * The admin area and its sign-in screens render only in the browser (the server sends an empty shell),
 * and their code loads only when one of them is visited.
 */
export const CLIENT_ONLY_PATHS = [
  '/login',
  '/emailrequest',
  '/verifyotp',
  '/resetpassword',
  '/SuccessMessage',
  '/admin',
] as const;

export const isClientOnlyPath = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return CLIENT_ONLY_PATHS.some((p) => path === p.toLowerCase() || path.startsWith(`${p.toLowerCase()}/`));
};

/** The admin area's routes; each screen's code is fetched when first visited. */
const adminRoutes: RouteObject[] = [
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
];

export function createRoutes(api: Api): RouteObject[] {
  return [
    ...adminRoutes.map((route) => ({ ...route, hydrateFallbackElement: <PageLoading /> })),
    {
      id: 'root',
      element: <PublicLayout />,
      children: [
        {
          id: 'home',
          index: true,
          loader: () => homeLoader(api),
          element: <HomePage />,
          handle: {
            meta: () => ({
              title: `${SITE_NAME} | Web, Mobile & Digital Services`,
              description:
                'Kestrel Digital designs, builds and grows web and mobile software for ambitious businesses: 15+ years of delivery.',
            }),
          } satisfies RouteHandle,
        },
        {
          id: 'not-found',
          path: '*',
          element: <NotFoundPage />,
          handle: {
            status: 404,
            meta: () => ({ title: `Page not found | ${SITE_NAME}`, description: 'This page does not exist.' }),
          } satisfies RouteHandle,
        },
      ],
    },
  ];
}
