import { BLOG_CATEGORIES } from '../../src/shared/limits';
import { PUBLIC_MESSAGES, SITE } from '../../src/shared/messages';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

// Demo content: 12 published posts, newest first, 5 of them in Technology; 2 drafts.
const ARTICLE = {
  slug: 'how-we-cut-page-load-time-by-60-for-a-retail-client',
  title: 'How We Cut Page Load Time by 60% for a Retail Client',
  category: 'Technology',
  author: 'Priya Raman',
  tags: ['#performance', '#ecommerce', '#images', '#caching'],
};
const DRAFT_TITLE = 'Fixed Price, Time and Materials, or Retainer? Choosing a Pricing Model';
const DRAFT_SLUG = 'fixed-price-time-and-materials-or-retainer-choosing-a-pricing-model';
const BYLINE = /^Published by .+ on [A-Z][a-z]+ \d{1,2}, \d{4}$/;

test('the blog page lists the published posts as cards', async ({ page, isMobile }) => {
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Blog | Kestrel Digital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.blogsHeroTitle);
  await expect(page.getByRole('heading', { level: 2, name: PUBLIC_MESSAGES.blogListHeading })).toBeVisible();
  // No 'Read All' on /blog itself (SPEC 2.4), and no draft anywhere.
  await expect(page.getByRole('link', { name: PUBLIC_MESSAGES.readAll })).toHaveCount(0);
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByText(BYLINE)).toBeVisible();
    expect(BLOG_CATEGORIES).toContain(await card.locator('span').first().textContent());
    await expect(card.locator('img')).toHaveAttribute('srcset', /\.webp \d+w/);
  }
  const first = cards.first();
  const title = await first.getByRole('heading', { level: 3 }).textContent();
  // Many cards share 'Read more': each link's name carries its post's title.
  const readMore = first.getByRole('link', { name: title ?? '' });
  await expect(readMore).toHaveText(new RegExp(`^${PUBLIC_MESSAGES.readMore}`));
  await expect(readMore).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);

  // One column on a phone, three on a desktop.
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  if (isMobile) expect(b?.x).toBe(a?.x);
  else expect(b?.y).toBe(a?.y);

  await expectAccessible(page);
});

test('the blog pages through its posts with plain links', async ({ page }) => {
  await page.goto('/blog');
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
  await page.reload();
  await expect(page).toHaveTitle('Blog (page 2) | Kestrel Digital');

  const beyond = await page.goto('/blog?page=9');
  expect(beyond?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Go to the first page' })).toBeVisible();
});

test("a card's 'Read more' opens its article", async ({ page }) => {
  await page.goto('/blog');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: ARTICLE.title });
  await card.getByRole('link', { name: PUBLIC_MESSAGES.readMore }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ARTICLE.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
});

test('the article shows its badge, read time, byline, content, tags, sharing and related posts', async ({ page }) => {
  const response = await page.goto(`/blog/${ARTICLE.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${ARTICLE.title} | Kestrel Digital`);
  const header = page.locator('main article > header');
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  await expect(header.getByText(ARTICLE.category, { exact: true })).toBeVisible();
  await expect(header.getByText('5 min read')).toBeVisible();
  await expect(header.getByText(PUBLIC_MESSAGES.draftBadge, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  await expect(header.getByText(ARTICLE.author, { exact: true })).toBeVisible();
  await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(header.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('heading', { level: 2, name: 'Start with measurement, not opinions' })).toBeVisible();

  const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveText(ARTICLE.tags);

  const share = page.getByRole('link', { name: /Share on Facebook/ });
  await expect(share).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/);
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=.*${ARTICLE.slug}$`),
  );

  const related = page.getByRole('region', { name: PUBLIC_MESSAGES.relatedArticles }).getByRole('article');
  await expect(related).toHaveCount(3);
  for (const card of await related.all()) {
    await expect(card.getByText(ARTICLE.category, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(ARTICLE.title);
  }
  await expect(page.getByText(PUBLIC_MESSAGES.noRelatedArticles)).toHaveCount(0);

  // Search engines and social cards.
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/uploads\/.+\.webp$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: ARTICLE.title,
    author: { '@type': 'Person', name: ARTICLE.author },
    publisher: { '@type': 'Organization', name: 'Kestrel Digital' },
    mainEntityOfPage: expect.stringMatching(new RegExp(`^http.*/blog/${ARTICLE.slug}$`)),
  });

  await expectAccessible(page);
});

// The 'Stay Updated' form, with and without JavaScript, is tested in newsletter.spec.ts (issue 14).

test('the author defaults to the company name', async ({ page }) => {
  await page.goto('/blog/core-web-vitals-in-plain-english');
  await expect(page.locator('main article > header').getByText('Kestrel Digital', { exact: true })).toBeVisible();
});

for (const slug of ['no-such-post', 'placeholder', DRAFT_SLUG]) {
  test(`an unknown or unpublished slug answers 404 with the error view (${slug})`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.articleErrorTitle);
    await expect(page.getByRole('alert')).toHaveText(PUBLIC_MESSAGES.articleNotFound);
    await expect(page.getByRole('link', { name: SITE.backToHome })).toHaveAttribute('href', '/');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.blogsHeroTitle);
  });
}

test('the blog pages are complete without JavaScript', async ({ request }) => {
  const list = await (await request.get('/blog')).text();
  expect(list).toContain(PUBLIC_MESSAGES.blogsHeroTitle);
  expect(list).toContain(`href="/blog/${ARTICLE.slug}"`);
  expect(list).toContain('href="/blog?page=2"');
  const article = await (await request.get(`/blog/${ARTICLE.slug}`)).text();
  expect(article).toContain('Start with measurement, not opinions');
  expect(article).toContain(PUBLIC_MESSAGES.relatedArticles);
});
