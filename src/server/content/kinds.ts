/**
 * What a write empties (decision 053). Content comes in kinds of record, each named by its public API address:
 * `/api/blog…` is 'blog', `/api/terms` is 'terms'. A kept public API answer read its route's kind; a kept page read
 * the kinds of the API reads its render made (the header and footer read 'contact-info' and 'service', so a change
 * of those empties every page). A write through `/api/<kind>…` changes that kind only; a write through any other
 * address (a media description, a restore, Recently deleted, the staff) may change anything, and empties all.
 */
import type { Changed, Reads } from '../render/page-cache';

/** Every kind of record the public pages read. A new public resource adds its address here. */
export const CONTENT_KINDS: readonly string[] = [
  'aboutus',
  'achievements',
  'blog',
  'company-values',
  'contact-info',
  'growthsteps',
  'privacypolicy',
  'product',
  'refund',
  'service',
  'stats',
  'team',
  'terms',
];

/** One frozen set per kind, shared by every answer that read it. */
const READS = new Map(CONTENT_KINDS.map((kind) => [kind, Object.freeze(new Set([kind])) as ReadonlySet<string>]));

/** The kind an API address is about (a route's, `/api/blog/:id`, or a request's, `/api/blog?page=2`); else null. */
export function kindOf(apiPath: string): string | null {
  if (!apiPath.startsWith('/api/')) return null;
  const rest = apiPath.slice(5);
  const end = rest.search(/[/?]/);
  const segment = end < 0 ? rest : rest.slice(0, end);
  return READS.has(segment) ? segment : null;
}

/** What an answer of `apiPath` read: its kind; null (anything) for an address of no known kind. */
export const readsOf = (apiPath: string): Reads => READS.get(kindOf(apiPath) ?? '') ?? null;

/**
 * What a write through the route `routeUrl` with `body` changed: its kind; null (anything) for a route of no known
 * kind, and for a post's save that sets its featured image's description: that is the image's one description in
 * the library (decision 051), read by every page that shows the image.
 */
export function changedBy(routeUrl: string, body?: unknown): Changed {
  const kind = kindOf(routeUrl);
  if (!kind) return null;
  if (kind === 'blog' && typeof body === 'object' && body !== null && 'featuredImageAlt' in body) return null;
  return [kind];
}

/** Kinds as a NOTIFY notice carries them: `blog,terms`, or `*` for anything. */
export const changedToText = (changed: Changed) => (changed === null ? '*' : changed.join(','));

/** A notice's kinds; anything (null) when it names none, `*`, or a kind this instance does not know. */
export function changedFromText(text: string | undefined): Changed {
  if (!text || text === '*') return null;
  const kinds = text.split(',');
  return kinds.every((kind) => READS.has(kind)) ? kinds : null;
}
