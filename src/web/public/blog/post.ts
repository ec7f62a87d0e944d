/** Pure display rules of a blog post on the public pages. */
import { DEFAULT_BLOG_AUTHOR, DEFAULT_READ_MINUTES } from '../../../shared/limits';
import { parseMinutes } from '../../../shared/text';
import { SITE_NAME } from '../page';

/** Minutes to read; the default 5 when the post gives none (SPEC 2.5, 9). */
export const readMinutes = (duration: unknown) => parseMinutes(duration, DEFAULT_READ_MINUTES);

/**
 * The author shown on the public site: the company when the post names nobody, or only the back office's
 * placeholder 'Admin' (SPEC 2.5: "author (default is the company name)").
 */
export function displayAuthor(author: string | null | undefined): string {
  const name = author?.trim() ?? '';
  return name === '' || name.toLowerCase() === DEFAULT_BLOG_AUTHOR.toLowerCase() ? SITE_NAME : name;
}

/** The page to show from `?page=N`: a positive whole number, else 1. */
export function pageParam(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The words searched for on the blog page (`?q=`), trimmed; empty when none. */
export function queryParam(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 200);
}

/** Share links of a social and a professional network for the page at `url` (SPEC 2.5). */
export function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  return {
    social: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    professional: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

/**
 * The excerpt shown under the title and as the page description; `fallback` when there is none. The
 * server cuts stored excerpts at a fixed length ("their o..."), so a cut one ends at its last whole word.
 */
export function leadText(excerpt: string, fallback: string): string {
  const text = excerpt.trim();
  if (!text) return fallback;
  if (!text.endsWith('...')) return text;
  const whole = text
    .slice(0, -3)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:.\u2013\u2014-]+$/, '');
  return whole ? `${whole}…` : text;
}
