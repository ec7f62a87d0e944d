/** The HTML document around a rendered page: head tags for search engines and social cards, assets, data. */
import { escapeHtml } from '../shared/text';
import type { PageMeta } from './public/page';

const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Modules the scripts import, fetched at once rather than after the scripts. */
  preload: string[];
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function metaTags(meta: PageMeta, url: URL): string[] {
  const canonical = new URL(meta.canonical ?? url.pathname, url).href;
  const image = new URL(meta.image ?? DEFAULT_SOCIAL_IMAGE, url).href;
  const attr = (name: string, value: string) => `<meta ${name} content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    attr('property="og:site_name"', 'Kestrel Digital'),
    attr('property="og:type"', meta.type ?? 'website'),
    attr('property="og:title"', meta.title),
    attr('property="og:description"', meta.description),
    attr('property="og:url"', canonical),
    attr('property="og:image"', image),
    ...(meta.imageAlt ? [attr('property="og:image:alt"', meta.imageAlt)] : []),
    attr('name="twitter:card"', 'summary_large_image'),
    attr('name="twitter:title"', meta.title),
    attr('name="twitter:description"', meta.description),
    attr('name="twitter:image"', image),
    ...(meta.imageAlt ? [attr('name="twitter:image:alt"', meta.imageAlt)] : []),
    ...(meta.publishedTime ? [attr('property="article:published_time"', meta.publishedTime)] : []),
    ...(meta.modifiedTime ? [attr('property="article:modified_time"', meta.modifiedTime)] : []),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

export interface DocumentParts {
  meta: PageMeta;
  /** The page's address on the public site (for canonical and social URLs); absent for the admin shell. */
  url?: URL;
  body: string;
  robots?: string;
}

export function documentHtml(assets: PageAssets, page: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.meta.title)}</title>`,
    page.meta.description ? `<meta name="description" content="${escapeHtml(page.meta.description)}">` : '',
    page.robots ? `<meta name="robots" content="${page.robots}">` : '',
    ...(page.url ? metaTags(page.meta, page.url) : []),
    '<meta name="theme-color" content="#4f46e5">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="alternate" type="application/rss+xml" title="Kestrel Digital blog" href="/blog/rss.xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...assets.scripts, ...assets.preload].map((src) => `<link rel="modulepreload" href="${src}">`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${page.body}</div>
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</body>
</html>`;
}
