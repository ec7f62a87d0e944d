/**
 * The server render of public pages. The server calls `createPageRenderer(api)` once and then
 * `render(url)` per request; loaders fetch through `api`, which the server binds to `inject`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Api } from './api/client';
import { createRoutes, type RouteHandle } from './routes';

export const HYDRATION_ELEMENT_ID = '__rr_data';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function createPageRenderer(api: Api, assets: PageAssets) {
  const handler = createStaticHandler(createRoutes(api));

  return async function render(url: URL): Promise<RenderResult> {
    const context = await handler.query(new Request(url.href));
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
    const meta = handle.meta?.(deepest ? context.loaderData[deepest.route.id] : undefined);
    const status = handle.status ?? context.statusCode;
    const errors = context.errors
      ? Object.fromEntries(
          Object.entries(context.errors).map(([id, e]) => [
            id,
            { message: e instanceof Error ? e.message : String(e) },
          ]),
        )
      : null;
    const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors };

    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta?.title ?? 'Kestrel Digital')}</title>
<meta name="description" content="${escapeHtml(meta?.description ?? '')}">
<meta name="theme-color" content="#4f46e5">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${assets.scripts.map((src) => `<link rel="modulepreload" href="${src}">`).join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${scriptJson(hydration)}</script>
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</body>
</html>`;
    return { kind: 'page', status, html };
  };
}
