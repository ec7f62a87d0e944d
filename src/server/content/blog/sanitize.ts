/**
 * Blog HTML is stored as it will be served, so it is cut down on every write to what the editor's
 * toolbar can make (SPEC 2.8): headings, paragraphs, bold, italic, underline, strike, blockquote, lists,
 * indentation, links and images. Everything else goes: scripts and styles with their text, every other
 * element (its text kept), every other attribute, and every URL outside a short list of schemes.
 * Images must be files this site stores: an image from elsewhere would tell its host who reads the post
 * and when (a tracking pixel), so such an `img` is dropped.
 */
import sanitizeHtml, { type Attributes, type IOptions, type Tag } from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const INDENTABLE = ['p', 'li', ...HEADINGS] as const;
/** Quill marks indentation with these classes; only levels 1 to 8 exist in its toolbar. */
const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);

/** Elements whose content is dropped with them rather than kept as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'xmp',
  'plaintext',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
];

/** Links: out to http(s), mailto and tel, or to a page of this site by its rooted path (`/contact`; never `//` or `/\`, which browsers read as another host). */
const LINK_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
const EXTERNAL_URL = /^https?:\/\//i;
/**
 * Images: a file this site serves, by its rooted URL (`/uploads/<name>`, as POST /api/blog/content-images
 * answers). Stored names are flat (`text-<uuid>.webp`): no slash, no `..`, no query. The sanitizer is
 * given no site origin (blogColumns), so an absolute URL is dropped even when it names this site.
 */
const IMAGE_URL = /^\/uploads\/[\w-]+(?:\.[\w-]+)*$/;
const DIMENSION = /^\d{1,4}$/;

/**
 * A URL as a browser reads it: tabs and newlines inside are ignored, leading and trailing controls and
 * spaces too. Checking this form closes `java&#9;script:` and friends.
 */
const normalizeUrl = (value: string | undefined) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip exactly these characters.
  (value ?? '').replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

function transformLink(tagName: string, attribs: Attributes): Tag {
  const href = normalizeUrl(attribs.href);
  if (!LINK_URL.test(href)) return { tagName, attribs: {} };
  // Every http(s) link leaves the site: open it apart and give it no handle on this page.
  if (EXTERNAL_URL.test(href)) return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
  return { tagName, attribs: { href } };
}

function transformImage(tagName: string, attribs: Attributes): Tag {
  const src = normalizeUrl(attribs.src);
  const next: Attributes = {};
  if (IMAGE_URL.test(src)) next.src = src;
  if (attribs.alt !== undefined) next.alt = attribs.alt;
  for (const dimension of ['width', 'height'] as const) {
    const value = attribs[dimension]?.trim();
    if (value && DIMENSION.test(value)) next[dimension] = value;
  }
  return { tagName, attribs: next };
}

const OPTIONS: IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedClasses: Object.fromEntries(INDENTABLE.map((tag) => [tag, INDENT_CLASSES])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: transformLink, img: transformImage },
  // An image left without a source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The editor's HTML cut down to the toolbar's set; safe to serve as is. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
