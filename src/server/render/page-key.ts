/**
 * Which URL a public page is rendered from, and so what its cache key is: the path and only the query
 * parameters that page reads. Anything else in the query (`?r=<random>`, `?utm_source=...`) changes
 * nothing on the page, so it must not cost a render: it is dropped before rendering, and the page
 * renders exactly as its key says.
 */

/**
 * The query parameters each public page reads (its loader's `request.url`), by path. Only the blog list
 * reads any today (`?q=words&page=N`, BlogListPage). A page that starts reading another must be listed here,
 * or it never sees it (it is dropped, never cached wrongly).
 */
const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/blog': ['q', 'page'],
};

/** The URL to render for `requestUrl`: its path, and the query parameters its page reads, in a fixed order. */
export function pageUrl(requestUrl: string, origin: string): URL {
  // The request's path is a path on this site, never a reference to resolve (`//host/x` would be another host's,
  // and `//` alone no URL at all); repeated slashes are one, as nginx merges them.
  const url = new URL(origin);
  const query = requestUrl.indexOf('?');
  url.pathname = query < 0 ? requestUrl : requestUrl.slice(0, query);
  // After the URL parser, which reads `\` as `/`.
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  const given = new URLSearchParams(query < 0 ? '' : requestUrl.slice(query + 1));
  const read = PAGE_QUERY_PARAMS[url.pathname] ?? [];
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  url.search = kept.toString();
  url.hash = '';
  return url;
}

/**
 * Whether `requestUrl` asks for the page `url` (its pageUrl) by the page's own path. `/x/../y` and `//y` name the page
 * /y by another path, which Fastify may route elsewhere: a page is kept, and answered by the front door, only when
 * asked for by its own path.
 */
export const isOwnPath = (requestUrl: string, url: URL) => requestUrl.split('?', 1)[0] === url.pathname;

/** The cache key of a page rendered from `url` (a URL from pageUrl). */
export const pageKey = (url: URL) => url.pathname + url.search;
