/**
 * The server render of public pages: HTML with no framework behind it in the browser, only the small
 * modules its markup asks for (docs/decisions/024). The server calls `createPageRenderer(assets)` once and then
 * `render(url, api)` per page; loaders fetch through `api`, which the server binds to `inject` and to that one render
 * (what it has read, its request id), so no async context is needed to tell renders apart.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Api } from './api/client';
import { documentHtml, type PageAssets } from './document';
import { pageTitle } from './public/page';
import { createRoutes, type RenderContext, type RouteHandle } from './routes';

export type { PageAssets } from './document';

/** The built files a document needs. */
export interface AssetResolver {
  /** The back office's app (src/web/entry-client.tsx) and the stylesheet. */
  admin: PageAssets;
  /** A public page: the stylesheet, the site module, and the island modules its markup names. */
  publicPage(islands: string[]): PageAssets;
}

/** A preview link's page (`/blog/preview/{token}`): rendered for one reader, never kept or indexed. */
export const isPreviewPath = (pathname: string) => pathname.startsWith('/blog/preview/');
/** Pages for one reader that are never kept or indexed: previews, and the newsletter's links (issue 14). */
export const isPrivatePath = (pathname: string) =>
  isPreviewPath(pathname) ||
  pathname.startsWith('/subscription/') ||
  pathname.startsWith('/subscribe/') ||
  pathname.startsWith('/unsubscribe/');

/** The browser modules a rendered page needs: one per `data-island="name"` in its markup (src/web/islands). */
export function islandsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/ data-island="([a-z-]+)"/g), (m) => m[1] as string))];
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/** The empty document of the admin area: the browser renders it; search engines are asked to skip it. */
export function renderShell(assets: AssetResolver): string {
  return documentHtml(assets.admin, {
    meta: { title: 'Admin | Kestrel Digital', description: '' },
    body: '',
    robots: 'noindex, nofollow',
  });
}

export function createPageRenderer(assets: AssetResolver) {
  const handler = createStaticHandler(createRoutes());

  return async function render(url: URL, api: Api, extra: Omit<RenderContext, 'api'> = {}): Promise<RenderResult> {
    const context = await handler.query(new Request(url.href), {
      requestContext: { ...extra, api } satisfies RenderContext,
    });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const deepest = context.matches.at(-1);
    const handle = (deepest?.route.handle ?? {}) as RouteHandle;
    const data = deepest ? (context.loaderData[deepest.route.id] as never) : (undefined as never);
    const meta = handle.meta?.(data, url) ?? { title: pageTitle('Software & Digital Services'), description: '' };
    const status = context.errors ? context.statusCode : (handle.status?.(data) ?? context.statusCode);
    // The lost and bad-address pages, a preview and search results are not pages of the site: no canonical address, and search
    // engines leave them out.
    const unlisted = status === 404 || status === 400 || isPrivatePath(url.pathname) || meta.noindex === true;
    const html = documentHtml(assets.publicPage(islandsIn(body)), {
      meta,
      ...(unlisted ? { robots: 'noindex' } : { url }),
      body,
    });
    return { kind: 'page', status, html };
  };
}
