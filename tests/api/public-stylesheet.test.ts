/**
 * The public pages' own stylesheet (src/web/public.css): only the classes their sources use, a third smaller than the
 * back office's. Every class a public page's HTML carries that the back office's sheet styles must be styled by the
 * public one too, on every public page of the demo site, or a visitor sees an unstyled piece.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../helpers/app';

const CLIENT = path.join(import.meta.dirname, '..', '..', 'dist', 'client');
const PAGES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/blog',
  '/blog?q=software',
  '/blog/how-we-cut-page-load-time-by-60-for-a-retail-client',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/no-such-page',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.app.storage);
}, 120_000);
afterAll(() => t?.close());

/** A class name as a CSS selector writes it (Tailwind escapes what is not a letter, digit, `-` or `_`). */
function selectorOf(name: string): RegExp {
  const escaped = name.replace(/[^\w-]/g, (c) => `\\\\\\${c}`).replace(/^(\d)/, (d) => `\\\\3${d}\\s?`);
  return new RegExp(`\\.${escaped}(?![\\w-])`);
}

const sheetOf = (href: string) => readFileSync(path.join(CLIENT, href), 'utf8');

describe("the public pages' stylesheet", () => {
  it('is their own, not the back office one, and styles every class they use that the back office sheet styles', async () => {
    const admin = (await t.app.inject({ method: 'GET', url: '/admin' })).body;
    const adminHref = /<link rel="stylesheet" href="([^"]+)"/.exec(admin)?.[1] ?? '';
    const adminSheet = sheetOf(adminHref);
    const unstyled: string[] = [];
    let checked = 0;
    for (const url of PAGES) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] as string);
      expect(hrefs, url).toHaveLength(1);
      expect(hrefs[0], url).toMatch(/^\/assets\/public-[\w-]+\.css$/);
      const sheet = sheetOf(hrefs[0] as string);
      expect(sheet.length, 'smaller than the back office sheet').toBeLessThan(adminSheet.length * 0.8);
      const names = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)),
      );
      for (const name of names) {
        const selector = selectorOf(name);
        if (!selector.test(adminSheet)) continue;
        checked++;
        if (!selector.test(sheet)) unstyled.push(`${url}: ${name}`);
      }
    }
    expect(checked, 'classes compared').toBeGreaterThan(300);
    expect(unstyled).toEqual([]);
  }, 60_000);
});
