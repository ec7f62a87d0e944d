/** Pure text helpers shared by the server, the pages and the tests. */

/** Tags inside a line of text: dropped without a space, so that `<b>word</b>, next` reads `word, next`. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strike|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** Plain text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `length` characters of the text of `html`, followed by an ellipsis when cut. */
export function excerpt(html: string, length: number): string {
  const text = stripTags(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/**
 * `text` in at most `length` characters: whole when it fits; otherwise up to the end of its last sentence that
 * fits, when that is more than half of it; otherwise cut after its last whole word, without the punctuation that
 * led to the next one, and ended with an ellipsis. A single word longer than `length` is the only thing ever cut
 * inside. (Migration 0014 does the same in SQL for the posts saved before.)
 */
export function cutAtWord(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const sentence = clean.slice(0, length + 1).match(new RegExp(`^(.{${Math.ceil(length / 2)},}[.!?]) `));
  if (sentence?.[1]) return sentence[1];
  const room = clean.slice(0, length);
  // The character after the room decides: a space means the room ends with a whole word.
  const whole = /\s/.test(clean.charAt(length)) ? room : room.replace(/\s+\S*$/, '');
  const kept = whole.replace(/[\s,;:.\u2013\u2014-]+$/, '');
  return `${kept || room.trimEnd()}…`;
}

/**
 * A post's summary when no excerpt was written (issue 12): its first paragraph with text, never a heading,
 * cut at a word boundary to `length` characters. A post without paragraphs uses its text without headings.
 */
export function summaryOf(html: string, length: number): string {
  const body = html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi, ' ');
  for (const match of body.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = stripTags(match[1] ?? '');
    if (text) return cutAtWord(text, length);
  }
  return cutAtWord(stripTags(body), length);
}

/** A URL-safe slug: lower case, ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The stats headline in three lines: the first 3 words, the next 2, and the rest (SPEC 2.4). */
export function splitHeadline(headline: string): [string, string, string] {
  const words = headline.trim().split(/\s+/).filter(Boolean);
  return [words.slice(0, 3).join(' '), words.slice(3, 5).join(' '), words.slice(5).join(' ')];
}

/** Step numbers below 10 show with a leading zero (SPEC 2.4). */
export function stepLabel(n: number): string {
  return n >= 0 && n < 10 ? `0${n}` : String(n);
}

/** Reads the minutes out of a duration such as `5 min read`; falls back to `fallback`. */
export function parseMinutes(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.round(value);
  if (typeof value === 'string') {
    const match = value.match(/\d+/);
    if (match) {
      const n = Number.parseInt(match[0], 10);
      if (n > 0) return n;
    }
  }
  return fallback;
}

/** Text made safe to place in HTML, in element content and in quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * One formatter for every date: `toLocaleDateString` with options builds a new one on each call, which
 * costs about as much as rendering a whole card (a measurable share of a server render).
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `March 3, 2025`: long month, day, year (SPEC 2.4). */
export function longDate(isoDate: string): string {
  const date = new Date(isoDate);
  // As toLocaleDateString words a date it cannot read (the formatter would throw).
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : LONG_DATE.format(date);
}

/** `word` with its indefinite article: 'an Editor', 'a Contributor' (by its first letter, as role names go). */
export const withArticle = (word: string): string => `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;
