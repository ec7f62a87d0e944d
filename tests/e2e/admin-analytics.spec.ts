/**
 * The Analytics section (issue 28): views made here over HTTP, counted by the server (written every 10 s), shown
 * for today with their page and source, at desktop and phone widths, and the CSV export of what is shown.
 */
import { readFile } from 'node:fs/promises';
import { ANALYTICS_WORDS as W } from '../../src/shared/admin-words/analytics';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

test('shows the views of today with their pages and sources, and exports them as CSV', async ({ page, request }) => {
  // Three views of /about from a search engine, as a visitor's browser sends them.
  for (let i = 0; i < 3; i++) {
    const view = await request.get('/about', {
      headers: { 'user-agent': BROWSER, referer: 'https://www.google.com/' },
    });
    expect(view.status()).toBe(200);
  }
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  // Written within ANALYTICS_FLUSH_SECONDS (10 s). Other tests read /about too: the search engine's visit is this one's.
  await expect
    .poll(
      async () => {
        const report = await (await admin.get(`/api/admin/analytics?from=${today()}&to=${today()}`)).json();
        return report.sources.some((row: { source: string }) => row.source === 'Google');
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);

  await openSection(page, W.heading);
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const pages = page.getByRole('region', { name: W.pages });
  await expect(pages.getByRole('row').filter({ hasText: '/about' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: W.sources })
      .getByRole('row')
      .filter({ hasText: /Google/ }),
  ).toBeVisible();
  const visitors = Number(
    (await page.getByTestId(`total-${W.visitors}`).locator('p').nth(1).innerText()).replace(/,/g, ''),
  );
  expect(visitors).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('analytics-1280.png'), fullPage: true });

  // What is shown, as a CSV file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: W.export }).click();
  const csv = await readFile(String(await (await download).path()), 'utf8');
  expect(csv).toContain('"Section","Name","Source","Medium","Visitors","Pageviews","Contacts","Subscribers"');
  expect(csv).toContain(`"Period","${today()} to ${today()}"`);
  expect(csv).toMatch(/"Page","\/about","","","\d+","\d+"/);

  // Chosen dates: an end before the start says what is wrong and asks nothing.
  await page.getByRole('button', { name: W.custom }).click();
  await page.getByLabel(W.from, { exact: true }).fill(today());
  await page.getByLabel(W.to, { exact: true }).fill('2020-01-01');
  await expect(page.getByText(W.badRange)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(pages.getByRole('row').filter({ hasText: '/about' })).toBeVisible();
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath('analytics-360.png'), fullPage: true });
});
