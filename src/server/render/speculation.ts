/**
 * Links between public pages are ordinary navigations; the browser makes them instant by prerendering a
 * page when the visitor shows intent (hovering a link for a moment, or starting to tap it). The rules come
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

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NOT_PAGES } },
          { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
