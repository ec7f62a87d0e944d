/**
 * Demo content that does not mislead (issue 27): no 'Visit' button to a site that never resolves, the company's
 * pages never named as a team member's, article subtitles in words of their own, and this year in the footer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, products } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed';
import { SITE } from '../../src/shared/messages';
import { stripTags } from '../../src/shared/text';
import { ABOUT_STRINGS, TEAM_DEFAULT_LINKS } from '../../src/web/public/about/strings';
import { SECTION_STRINGS } from '../../src/web/public/sections/strings';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.app.storage);
}, 120_000);
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** Each link of `html`: its address and its accessible name (aria-label). */
const links = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[0])?.[1] ?? '',
    label: /aria-label="([^"]*)"/.exec(m[0])?.[1] ?? '',
  }));

describe('the demo content', () => {
  it('has no product link to a site that never resolves; a product with a website gets its Visit button', async () => {
    const rows = await t.database.db.select().from(products);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.link?.includes('.example'))).toEqual([]);
    for (const url of ['/', '/products']) {
      expect(links(await page(url)).filter((link) => /^https?:\/\/[^/]*\.example\b/.test(link.href))).toEqual([]);
    }
    await t.database.db
      .insert(products)
      .values({ name: 'Real product', description: 'It has a website.', link: 'https://www.kestrel.dev/' });
    t.app.pageCache.clear();
    const html = await page('/products');
    expect(html).toMatch(
      new RegExp(
        `<a href="https://www.kestrel.dev/" target="_blank" rel="noopener noreferrer"[^>]*>${SECTION_STRINGS.visit}`,
      ),
    );
  });

  it('names the company’s pages as the company’s, never under a team member’s name', async () => {
    const team = links(await page('/about')).filter(
      (link) => link.href === TEAM_DEFAULT_LINKS.linkedin || link.href === TEAM_DEFAULT_LINKS.dribbble,
    );
    expect(team.length).toBeGreaterThan(0);
    for (const link of team) {
      expect([ABOUT_STRINGS.companyOnLinkedIn, ABOUT_STRINGS.companyOnDribbble]).toContain(link.label);
    }
  });

  it('gives every article a subtitle of its own: not its first paragraph, not cut short with …', async () => {
    const rows = await t.database.db.select().from(blogs);
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const first = stripTags(/<p\b[^>]*>([\s\S]*?)<\/p>/.exec(row.content)?.[1] ?? '').replace(/\s+/g, ' ');
      expect(row.excerpt, row.title).not.toMatch(/…$/);
      expect(first.startsWith(row.excerpt.slice(0, 40)), row.title).toBe(false);
      expect(row.customExcerpt).toBe(row.excerpt);
    }
    const published = rows.find((row) => row.status === 'published');
    expect(await page(`/blog/${published?.slug}`)).toContain(published?.excerpt.replace(/'/g, '&#x27;'));
  });

  it('says this year in the footer', async () => {
    expect(await page('/')).toContain(SITE.copyright(new Date().getFullYear()));
  });
});
