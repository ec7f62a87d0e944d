/**
 * The server render of public pages. The server calls `createPageRenderer(api)` once and then
 * `render(url)` per request; loaders fetch through `api`, which the server binds to `inject`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { escapeHtml } from '../shared/text';
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

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

interface DocumentParts {
  title: string;
  description?: string;
  body: string;
  /** Loader data for hydration; absent for the client-rendered admin shell. */
  hydration?: unknown;
  robots?: string;
}

function documentHtml(assets: PageAssets, page: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    page.robots ? `<meta name="robots" content="${page.robots}">` : '',
    '<meta name="theme-color" content="#4f46e5">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.scripts.map((src) => `<link rel="modulepreload" href="${src}">`),
  ].filter(Boolean);
  const data =
    page.hydration === undefined
      ? ''
      : `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${scriptJson(page.hydration)}</script>\n`;
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${page.body}</div>
${data}${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</body>
</html>`;
}

/** The empty document of the admin area: the browser renders it; search engines are asked to skip it. */
export function renderShell(assets: PageAssets): string {
  return documentHtml(assets, { title: 'Admin | Kestrel Digital', body: '', robots: 'noindex, nofollow' });
}

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

    const html = documentHtml(assets, {
      title: meta?.title ?? 'Kestrel Digital',
      description: meta?.description ?? '',
      body,
      hydration,
    });
    return { kind: 'page', status, html };
  };
}
