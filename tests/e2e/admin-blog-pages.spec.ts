/**
 * The Blogs section asks the server for one page at a time (issue 29): paging, searching and filtering are
 * the server's, at a desktop's width and a phone's, and no answer the screen receives holds more than a page.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { ADMIN_PAGE_SIZE } from '../../src/shared/limits';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

/** A word no other post has, so that a search finds exactly the posts made here. */
const WORD = `heron${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const MADE = 11;

const isList = (response: Response) => /\/api\/blog\/admin\/all(\?|$)/.test(response.url());

async function makePosts(request: APIRequestContext, token: string) {
  const admin = adminRequest(request, token);
  for (let i = 1; i <= MADE; i++) {
    const response = await admin.multipart('post', '/api/blog', {
      title: `Notes ${WORD} part ${i}`,
      category: i % 2 ? 'Travel' : 'Food',
      content: `<p>Field notes, part ${i}.</p>`,
      status: i === 3 ? 'review' : 'draft',
    });
    expect(response.status(), 'post made through the API').toBe(201);
  }
}

/** Every answer of the list the screen gets: asked for 9, and never more than 9. */
function watchList(page: Page) {
  const seen: { url: string; length: number }[] = [];
  page.on('response', async (response) => {
    if (!isList(response) || response.request().method() !== 'GET') return;
    const body = await response.json().catch(() => null);
    seen.push({ url: response.url(), length: Array.isArray(body) ? body.length : -1 });
  });
  return seen;
}

const pager = (page: Page) => page.getByRole('navigation', { name: W.pagination });
const cards = (page: Page) => page.getByTestId('blog-card');

test.describe('the Blogs section pages and searches on the server', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    await makePosts(request, token);
  });

  for (const width of [1280, 360]) {
    test(`at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const seen = watchList(page);
      const total = Number((await adminRequest(request, token).get('/api/blog/admin/all')).headers()['x-total-count']);
      expect(total).toBeGreaterThan(ADMIN_PAGE_SIZE);
      await openAdmin(page, request);
      await openSection(page, 'Blogs');
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(1, 9, total));
      await expect(cards(page)).toHaveCount(9);

      await pager(page).getByRole('button', { name: ADMIN_FRAME.next }).click();
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(10, Math.min(18, total), total));
      await expect(page.getByRole('button', { name: ADMIN_FRAME.page(2) })).toHaveAttribute('aria-current', 'page');

      // Typing searches: the posts made here, from their first page.
      await page.getByRole('searchbox', { name: W.search }).fill(WORD.slice(0, 8));
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(1, 9, MADE));
      await expect(cards(page).first()).toContainText(`Notes ${WORD} part ${MADE}`);
      await pager(page).getByRole('button', { name: ADMIN_FRAME.next }).click();
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(10, MADE, MADE));
      await expect(cards(page)).toHaveCount(MADE - 9);

      // A filter narrows the search, on the server too.
      await page.getByLabel(W.filterStatus).selectOption('review');
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page)).toContainText(`Notes ${WORD} part 3`);
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(1, 1, 1));
      await expectAccessible(page);

      await page.getByLabel(W.filterStatus).selectOption('');
      await page.getByRole('searchbox', { name: W.search }).fill(`${WORD}zzz`);
      await expect(page.getByText(W.noSearchMatch(`${WORD}zzz`))).toBeVisible();
      await page.getByRole('button', { name: W.showAll }).click();
      await expect(pager(page)).toContainText(ADMIN_FRAME.showing(1, 9, total));

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(seen.length).toBeGreaterThan(4);
      for (const answer of seen) {
        expect(new URL(answer.url).searchParams.get('limit'), answer.url).toBe(String(ADMIN_PAGE_SIZE));
        expect(answer.length, answer.url).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      }
    });
  }

  test('looks right at 360, 768 and 1280 px', async ({ page, request }, testInfo) => {
    await openAdmin(page, request);
    await openSection(page, 'Blogs');
    await page.getByRole('searchbox', { name: W.search }).fill(WORD);
    await expect(pager(page)).toContainText(ADMIN_FRAME.showing(1, 9, MADE));
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(cards(page).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`blogs-search-${width}.png`), fullPage: true });
    }
    await page.getByRole('searchbox', { name: W.search }).fill('');
    await expect(pager(page)).not.toContainText(`of ${MADE}`);
    await page.setViewportSize({ width: 360, height: 780 });
    await pager(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('blogs-pager-360.png') });
  });
});
