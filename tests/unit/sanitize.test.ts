import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../src/server/content/blog/sanitize';

const payloads = readFileSync(path.join(__dirname, '../fixtures/xss-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** What may be left, tag by tag; `class` only ever holds an indent level. */
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li'].map((tag) => [tag, ['class']])),
  ...Object.fromEntries(
    ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'blockquote', 'ol', 'ul'].map((tag) => [tag, []]),
  ),
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s=/>]+)(?:="([^"]*)")?/g;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)/i;
const SAFE_SRC = /^\/uploads\/[\w.-]+$/;

/** Reads the output as a browser's tokenizer would and fails on anything outside the allowed set. */
function assertOnlyAllowedMarkup(html: string) {
  // Text is escaped, so once the tags are gone no `<` may be left: no half-tag for a browser to finish.
  expect(html.replace(TAG, '')).not.toContain('<');
  for (const [, closing, rawName, attributes = ''] of html.matchAll(TAG)) {
    const name = (rawName ?? '').toLowerCase();
    expect(Object.keys(ALLOWED)).toContain(name);
    if (closing) continue;
    for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      expect(ALLOWED[name]).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(SAFE_HREF);
      if (attribute === 'src') expect(value).toMatch(SAFE_SRC);
      if (attribute === 'class') expect(value).toMatch(/^ql-indent-[1-8]$/);
      if (attribute === 'target') expect(value).toBe('_blank');
      if (attribute === 'rel') expect(value).toBe('noopener noreferrer');
    }
  }
}

describe('sanitizeBlogHtml against the XSS fixtures', () => {
  it('has the cheat-sheet payloads to run', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(60);
  });

  it.each(payloads.map((payload, i) => [i + 1, payload]))('payload %i leaves nothing that can run: %s', (_, input) => {
    const out = sanitizeBlogHtml(String(input));
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<(?:iframe|object|embed|svg|math|base|meta|form|style|link|input|textarea|template)\b/i);
    const tags = out.match(TAG) ?? [];
    for (const tag of tags) {
      expect(tag).not.toMatch(/\son\w+\s*=/i);
      expect(tag).not.toMatch(/\sstyle\s*=/i);
      expect(tag).not.toMatch(/(?:javascript|vbscript|data|livescript)\s*:/i);
    }
    assertOnlyAllowedMarkup(out);
    // What comes out is already clean: a second pass changes nothing (no mutation on re-parse).
    expect(sanitizeBlogHtml(out)).toBe(out);
  });
});

describe('sanitizeBlogHtml keeps what the editor makes', () => {
  it('keeps headings, inline marks, blockquote and lists', () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <strike>s</strike> <del>d</del></p>' +
      '<blockquote>Quoted</blockquote><ol><li>first</li></ol><ul><li>bullet</li></ul><p>line<br />break</p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('keeps indentation levels 1 to 8 and nothing else in class', () => {
    expect(sanitizeBlogHtml('<p class="ql-indent-1">a</p><li class="ql-indent-8">b</li>')).toBe(
      '<p class="ql-indent-1">a</p><li class="ql-indent-8">b</li>',
    );
    expect(sanitizeBlogHtml('<h2 class="ql-indent-3 evil">a</h2>')).toBe('<h2 class="ql-indent-3">a</h2>');
    expect(sanitizeBlogHtml('<p class="ql-indent-9">a</p><p class="ql-indent-0">b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeBlogHtml('<blockquote class="ql-indent-2">q</blockquote>')).toBe('<blockquote>q</blockquote>');
  });

  it('opens external links apart and keeps mailto and tel links as they are', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_self">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeBlogHtml('<a href="http://example.com">plain</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">plain</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:hi@example.com" target="_blank">mail</a>')).toBe(
      '<a href="mailto:hi@example.com">mail</a>',
    );
    expect(sanitizeBlogHtml('<a href="tel:+15551234">call</a>')).toBe('<a href="tel:+15551234">call</a>');
  });

  it('keeps a link to a page of this site by its rooted path, in the same tab', () => {
    expect(sanitizeBlogHtml('<a href="/contact" target="_blank">talk to us</a>')).toBe(
      '<a href="/contact">talk to us</a>',
    );
    expect(sanitizeBlogHtml('<a href="/blog?page=2#top">more</a>')).toBe('<a href="/blog?page=2#top">more</a>');
  });

  it('drops the address of any other link but keeps its text', () => {
    const others = ['javascript:alert(1)', '//evil.example', '/\\evil.example', ' //evil.example', 'relative'];
    for (const href of [...others, '/\t/evil.example', 'ftp://example.com', 'data:,x']) {
      expect(sanitizeBlogHtml(`<a href="${href}">text</a>`)).toBe('<a>text</a>');
    }
  });

  it('keeps images stored by the site with their size and alt text', () => {
    expect(sanitizeBlogHtml('<img src="/uploads/a1.webp" alt="A cat" width="480" height="300">')).toBe(
      '<img src="/uploads/a1.webp" alt="A cat" width="480" height="300" />',
    );
    expect(sanitizeBlogHtml('<img src="/uploads/text-4f1c-9a.webp" width="100%">')).toBe(
      '<img src="/uploads/text-4f1c-9a.webp" />',
    );
    // A browser ignores the blanks around a URL: so does the check, and the kept URL has none.
    expect(sanitizeBlogHtml('<img src=" \t/uploads/a1.webp\n">')).toBe('<img src="/uploads/a1.webp" />');
  });

  it('drops every image from elsewhere, so that no post carries a tracking pixel', () => {
    const elsewhere = [
      'https://evil.example/pixel.gif',
      'http://evil.example/pixel.gif',
      'HTTPS://EVIL.EXAMPLE/PIXEL.GIF',
      '//evil.example/x.png',
      ' //evil.example/x.png',
      '\t https://evil.example/x.png',
      '&#32;https://evil.example/x.png',
      'https://evil.example/uploads/a1.webp',
      'https://cdn.example.com/x.png?u=reader',
      'data:image/png;base64,AAAA',
      'DATA:image/gif;base64,R0lGOD',
      'blob:https://evil.example/1',
      '/uploads/../x.png',
      '/uploads/..%2fx.png',
      '/uploads/a/../../x.png',
      '/uploads//evil.example/x.png',
      '/uploads/\\evil.example/x.png',
      '/uploads/a1.webp?track=1',
      '/UPLOADS/a1.webp',
      '/etc/passwd',
      'uploads/a1.webp',
      '',
    ];
    for (const src of elsewhere) {
      expect(sanitizeBlogHtml(`<p>a<img src="${src}" alt="x" width="1" height="1">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizeBlogHtml('<p>a<img alt="no source">b</p>')).toBe('<p>ab</p>');
  });

  it('drops scripts and styles with their text, other elements without it', () => {
    expect(sanitizeBlogHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeBlogHtml('<div><span>kept text</span></div><table><tr><td>cell</td></tr></table>')).toBe(
      'kept textcell',
    );
    expect(sanitizeBlogHtml('<p>1 &lt; 2 &amp; "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; "quoted"</p>');
  });
});
