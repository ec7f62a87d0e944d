/**
 * The figures the README and docs/architecture.md state about what a page loads are the build's own: each is
 * measured here as the page-weight report of `npm run bench` measures it (bench/page-weight.ts), on the demo site,
 * and must read as the docs write it (kilobytes, one decimal). A change that makes a page heavier or lighter fails
 * here until the docs say so.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kb, pageWeight } from '../../bench/page-weight';
import { seedDemo } from '../../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../helpers/app';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ARTICLE = '/blog/how-we-cut-page-load-time-by-60-for-a-retail-client';
const PAGES = ['/', '/about', '/services', '/products', '/blog', ARTICLE, '/contact', '/privacy-policy'];

let t: TestApp;
const js = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.app.storage);
  for (const page of PAGES) {
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.statusCode, page).toBe(200);
    expect(response.body, `${page} has no build assets: run npm run build`).toContain('/assets/');
    js.set(page, (await pageWeight(response.body)).js);
  }
});
afterAll(() => t?.close());

const doc = (name: string) => readFile(path.join(ROOT, name), 'utf8');
const of = (page: string) => js.get(page) ?? Number.NaN;

/** The one figure `text` states with `pattern` (its first group: the number of KB). */
function stated(text: string, pattern: RegExp): string {
  const found = text.replace(/\s+/g, ' ').match(pattern);
  expect(found, `no match for ${pattern}`).not.toBeNull();
  return `${found?.[1]} KB`;
}

describe('what a page loads, as the docs state it', () => {
  it('the README: the most JavaScript any page loads', async () => {
    const most = Math.max(...js.values());
    expect(stated(await doc('README.md'), /at most ~([\d.]+) KB of JavaScript/)).toBe(kb(most));
  });

  it('docs/architecture.md: each module, and the most any page loads', async () => {
    const text = await doc('docs/architecture.md');
    // A page with no form loads the site's module alone; the others add their island to it.
    const site = of('/about');
    expect(stated(text, /`site` on every page \(([\d.]+) KB gzip/)).toBe(kb(site));
    expect(stated(text, /`contact-form` where the contact form is \(([\d.]+) KB/)).toBe(kb(of('/contact') - site));
    expect(stated(text, /`stay-updated` on articles \(([\d.]+) KB/)).toBe(kb(of(ARTICLE) - site));
    expect(stated(text, /The most any page loads is ~([\d.]+) KB of JavaScript/)).toBe(kb(Math.max(...js.values())));
  });
});
