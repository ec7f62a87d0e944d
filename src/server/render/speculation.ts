/**
 * Links between public pages are ordinary navigations; the browser makes them instant by fetching a page
 * when the visitor shows intent and prerendering it as they press the link. The rules come
 * as a file named by a response header, so no inline script is needed and the CSP stays as strict as it is.
 * https://developer.mozilla.org/docs/Web/API/Speculation_Rules_API
 */
import { CLIENT_ONLY_PATHS } from '../../web/client-only-paths';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** Same-origin page links only: never the back office, the API, files, feeds, or a link that opens elsewhere. */
const NOT_PAGES = [
  ...CLIENT_ONLY_PATHS.flatMap((path) => [path, `${path}/*`]),
  '/api/*',
  '/uploads/*',
  '/assets/*',
  '/images/*',
  '/*.xml',
  '/*.txt',
  '/*.json',
];

const PAGE_LINKS = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NOT_PAGES } },
    { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
  ],
};

/**
 * A page link is fetched when the visitor shows intent (`moderate`: hovering 200 ms; on phones, links near
 * where the visitor stopped scrolling), and prerendered as they press it (`conservative`), so the next page
 * is usually whole before the click ends. (Prerendering at `moderate` made a phone prerender the visible
 * links of every page it opened: more work on a phone for pages most visitors never open, and Lighthouse
 * could no longer trace a page load.)
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: PAGE_LINKS, eagerness: 'moderate' }],
  prerender: [{ where: PAGE_LINKS, eagerness: 'conservative' }],
});
