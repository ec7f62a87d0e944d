/** The public site's route table, used by the server render only (the browser gets no router on public pages). */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { BAD_ADDRESS_PATH } from '../shared/limits';
import type { Api } from './api/client';
import type { ContactFormState } from './public/contact/form-state';
import { layoutLoader } from './public/layout/layout-data';
import { PublicLayout } from './public/layout/PublicLayout';
import type { PageModule } from './public/page';

/** What a route tells the document around it, once its module has loaded. */
export interface RouteHandle {
  meta?: PageModule['meta'];
  status?: PageModule['status'];
}

interface PublicPage {
  id: string;
  path?: string;
  load: () => Promise<PageModule>;
}

/** A public page entry; the module is checked against the page contract with its own data type. */
function page<Data>(id: string, path: string | undefined, load: () => Promise<PageModule<Data>>): PublicPage {
  return { id, ...(path ? { path } : {}), load: load as unknown as () => Promise<PageModule> };
}

/** The public pages, each loaded when first rendered. */
const PUBLIC_PAGES: PublicPage[] = [
  page('home', undefined, () => import('./public/home/HomePage')),
  page('about', '/about', () => import('./public/about/AboutPage')),
  page('services', '/services', () => import('./public/services/ServicesPage')),
  page('products', '/products', () => import('./public/products/ProductsPage')),
  page('blog', '/blog', () => import('./public/blog/BlogListPage')),
  page('article', '/blog/:slug', () => import('./public/blog/ArticlePage')),
  page('preview', '/blog/preview/:token', () => import('./public/blog/PreviewPage')),
  page('contact', '/contact', () => import('./public/contact/ContactPage')),
  // What the newsletter's links and form lead to (issue 14); the server picks the state.
  page('subscription', '/subscription/:state/:token?', () => import('./public/newsletter/SubscriptionPage')),
  page('privacy', '/privacy-policy', () => import('./public/legal/PrivacyPage')),
  page('terms', '/terms-of-service', () => import('./public/legal/TermsPage')),
  page('refund', '/refund-policy', () => import('./public/legal/RefundPage')),
  // What a browser gets, with HTTP 400, for an address that cannot be read (src/server/input-guard.ts).
  page('bad-address', BAD_ADDRESS_PATH, () => import('./public/BadAddressPage')),
  // Any other path, /404 among them: the lost page, with HTTP 404.
  page('not-found', '*', () => import('./public/NotFoundPage')),
];

/**
 * What each render gives its loaders (`requestContext`): its own API client, and, when the render answers the
 * contact form posted without JavaScript, that answer (issue 27).
 */
export interface RenderContext {
  api: Api;
  contactForm?: ContactFormState;
}
const apiOf = (context: unknown) => (context as RenderContext).api;

function pageRoute(page: PublicPage): RouteObject {
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
        ...(loader ? { loader: (args: LoaderFunctionArgs) => loader(apiOf(args.context), args) } : {}),
        handle: { meta: module.meta, status: module.status } satisfies RouteHandle,
      };
    },
  };
}

/** The public routes; each render's loaders fetch through the API client of its context (RenderContext). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <PublicLayout />,
      loader: ({ context }) => layoutLoader(apiOf(context)),
      // The footer's data does not change as the visitor moves between pages.
      shouldRevalidate: () => false,
      children: [...PUBLIC_PAGES.map(pageRoute)],
    },
  ];
}
