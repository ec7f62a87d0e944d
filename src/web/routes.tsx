/** One route table for the whole site, used by the server render and by the browser alike. */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Api } from './api/client';
import { PageLoading } from './components/PageLoading';
import { layoutLoader } from './public/layout/layout-data';
import { PublicLayout } from './public/layout/PublicLayout';
import type { PageModule } from './public/page';

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
  '/AchievementForm',
  '/StepForm',
  '/ProfilePage',
  '/confirm-email',
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
    path: '/confirm-email/:token',
    lazy: async () => ({ Component: (await import('./admin/auth/ConfirmEmailPage')).ConfirmEmailPage }),
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

/** What a route tells the document around it, once its module has loaded. */
export interface RouteHandle {
  meta?: PageModule['meta'];
  status?: PageModule['status'];
  /** The page module's source path: the server preloads its built chunk. */
  source?: string;
}

interface PublicPage {
  id: string;
  path?: string;
  source: string;
  load: () => Promise<PageModule>;
}

/** A public page entry; the module is checked against the page contract with its own data type. */
function page<Data>(
  id: string,
  path: string | undefined,
  source: string,
  load: () => Promise<PageModule<Data>>,
): PublicPage {
  return { id, ...(path ? { path } : {}), source, load: load as unknown as () => Promise<PageModule> };
}

/**
 * The public pages. Each is its own chunk, loaded on the server before rendering and in the browser
 * before hydrating (entry-client.tsx), so a page ships only its own code.
 */
const PUBLIC_PAGES: PublicPage[] = [
  page('home', undefined, 'src/web/public/home/HomePage.tsx', () => import('./public/home/HomePage')),
  page('about', '/about', 'src/web/public/about/AboutPage.tsx', () => import('./public/about/AboutPage')),
  page(
    'services',
    '/services',
    'src/web/public/services/ServicesPage.tsx',
    () => import('./public/services/ServicesPage'),
  ),
  page(
    'products',
    '/products',
    'src/web/public/products/ProductsPage.tsx',
    () => import('./public/products/ProductsPage'),
  ),
  page('blog', '/blog', 'src/web/public/blog/BlogListPage.tsx', () => import('./public/blog/BlogListPage')),
  page('article', '/blog/:slug', 'src/web/public/blog/ArticlePage.tsx', () => import('./public/blog/ArticlePage')),
  page('contact', '/contact', 'src/web/public/contact/ContactPage.tsx', () => import('./public/contact/ContactPage')),
  page(
    'privacy',
    '/privacy-policy',
    'src/web/public/legal/PrivacyPage.tsx',
    () => import('./public/legal/PrivacyPage'),
  ),
  page('terms', '/terms-of-service', 'src/web/public/legal/TermsPage.tsx', () => import('./public/legal/TermsPage')),
  page('refund', '/refund-policy', 'src/web/public/legal/RefundPage.tsx', () => import('./public/legal/RefundPage')),
  // Any other path, /404 among them: the lost page, with HTTP 404.
  page('not-found', '*', 'src/web/public/NotFoundPage.tsx', () => import('./public/NotFoundPage')),
];

function pageRoute(api: Api, page: PublicPage): RouteObject {
  const shape = page.path ? { path: page.path } : { index: true as const };
  return {
    ...shape,
    id: page.id,
    // The handle comes with the module (a static one would stop the lazy one from applying).
    lazy: async () => {
      const module = await page.load();
      const { loader } = module;
      return {
        Component: module.default,
        ...(loader ? { loader: (args: LoaderFunctionArgs) => loader(api, args) } : {}),
        handle: { source: page.source, meta: module.meta, status: module.status } satisfies RouteHandle,
      };
    },
  };
}

export function createRoutes(api: Api): RouteObject[] {
  return [
    ...adminRoutes.map((route) => ({ ...route, hydrateFallbackElement: <PageLoading /> })),
    {
      id: 'root',
      element: <PublicLayout />,
      loader: () => layoutLoader(api),
      // The footer's data does not change as the visitor moves between pages.
      shouldRevalidate: () => false,
      children: [...PUBLIC_PAGES.map((page) => pageRoute(api, page))],
    },
  ];
}
