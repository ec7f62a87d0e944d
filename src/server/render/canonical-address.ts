/**
 * One address per page (issue 27, docs/decisions/040): `/About`, `/about/` and `/Blog/<slug>/` name the pages
 * `/about` and `/blog/<slug>`. The page route answers 301 to that address before it looks in the page cache, so a
 * page is kept, and answered by the front door, only under its one address: the front door needs no check of its
 * own.
 */

/** First path parts that are not public pages: left as they are, whatever their case. */
const NOT_PAGES = new Set(['api', 'admin', 'assets', 'images', 'uploads']);

/**
 * The page's one address for `pathname` (a page URL's path: slashes already merged), or null when it is that
 * already. Only the fixed first part is lower-cased: what follows may be a slug (always lower-case when saved) or a
 * token, whose case matters. `/` stays.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/') return null;
  const trimmed = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const end = trimmed.indexOf('/', 1);
  const first = end < 0 ? trimmed.slice(1) : trimmed.slice(1, end);
  const lower = first.toLowerCase();
  if (NOT_PAGES.has(lower)) return null;
  const canonical = lower === first ? trimmed : `/${lower}${end < 0 ? '' : trimmed.slice(end)}`;
  return canonical === pathname ? null : canonical;
}

/** `requestUrl`'s query as the redirect keeps it (`?a=1`, or '' when none), in characters a header may carry. */
export function keptQuery(requestUrl: string, origin: string): string {
  const at = requestUrl.indexOf('?');
  return at < 0 ? '' : new URL(requestUrl.slice(at), origin).search;
}
