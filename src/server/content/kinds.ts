/**
 * What a write empties (decision 053). Content comes in kinds of record, each named by its public API address:
 * `/api/blog…` is 'blog', `/api/terms` is 'terms'. A kept public API answer read its route's kind; a kept page read
 * the kinds of the API reads its render made (the header and footer read 'contact-info' and 'service', so a change
 * of those empties every page). A write through `/api/<kind>…` changes that kind only; a write through any other
 * address (a media description, a restore, Recently deleted, the staff) may change anything, and empties all. A write
 * that changes more than its route's kind says so itself, with `reportChanged`.
 */
import type { FastifyRequest } from 'fastify';
import type { Changed, Reads } from '../render/page-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's writes reported they changed besides its route's kind (null: nothing). */
    changedToo: string[] | null;
  }
}

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
 * The library's images, as a write reports them changed: a post's save that sets its featured image's description
 * changes the image's one description (decision 051), which no public address reads alone and every page showing
 * the image reads, whatever its kind.
 */
export const MEDIA = 'media';

/** A write in `request` changed `kind` besides its route's own: what read it is emptied too when it is answered. */
export function reportChanged(request: FastifyRequest, kind: string) {
  request.changedToo = [...(request.changedToo ?? []), kind];
}

/**
 * What a write through the route `routeUrl` changed: its kind and those its writes reported; null (anything) for a
 * route of no known kind, or a reported kind that no public address names (`MEDIA`).
 */
export function changedBy(routeUrl: string, reported: readonly string[] | null = null): Changed {
  const kind = kindOf(routeUrl);
  if (!kind || reported?.some((other) => !READS.has(other))) return null;
  return [...new Set([kind, ...(reported ?? [])])];
}

/** Kinds as a NOTIFY notice carries them: `blog,terms`, or `*` for anything. */
export const changedToText = (changed: Changed) => (changed === null ? '*' : changed.join(','));

/** A notice's kinds; anything (null) when it names none, `*`, or a kind this instance does not know. */
export function changedFromText(text: string | undefined): Changed {
  if (!text || text === '*') return null;
  const kinds = text.split(',');
  return kinds.every((kind) => READS.has(kind)) ? kinds : null;
}
