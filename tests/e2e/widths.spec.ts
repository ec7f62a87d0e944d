import { SITE } from '../../src/shared/messages';
import { MENU_LABELS } from '../../src/web/public/layout/strings';
import { SITE_NAME } from '../../src/web/public/page';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { disclosure } from './public';

/** Every public route, with one article of the demo content. */
const PAGES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/blog',
  '/blog/how-we-cut-page-load-time-by-60-for-a-retail-client',
  '/contact',
  '/terms-of-service',
  '/refund-policy',
  '/privacy-policy',
  '/no-such-page',
];

/**
 * Issue 5: the design holds at phone, tablet and desktop widths. Run once, in the desktop project, each
 * width set here (the phone project's device is 412 px wide).
 */
for (const width of [360, 768, 1280]) {
  test(`every public page fits ${width} px: no sideways scrolling, the top bar on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of PAGES) {
      await page.goto(url);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${url}: no sideways scrolling`).toBeLessThanOrEqual(innerWidth);

      // The brand and the contact button keep to one line (the full bar once squeezed them onto two at 768 px).
      const bar = page.getByRole('navigation', { name: 'Main' });
      const brand = await bar.getByRole('link', { name: SITE_NAME }).boundingBox();
      expect(brand?.height, `${url}: the brand on one line`).toBeLessThanOrEqual(32);
      const contact = bar.getByRole('link', { name: SITE.contactUs });
      const menuButton = disclosure(bar, MENU_LABELS.open);
      if (width >= 1024) {
        await expect(bar.locator('summary')).toBeHidden();
        expect((await contact.boundingBox())?.height, `${url}: Contact us on one line`).toBeLessThanOrEqual(40);
      } else {
        await expect(menuButton).toBeVisible();
        await expect(contact).toBeHidden();
      }
      // The other specs run axe at 1280 px and on the phone; the tablet width is checked here.
      if (width === 768) await expectAccessible(page);
    }
  });
}

/**
 * Issue 11: public pages are HTML first. With JavaScript off, every page shows its content, and on a phone
 * its menu opens and closes (a `<details>` element) and leads to the other pages.
 */
test('with JavaScript off every public page reads fully and its menu works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  for (const url of PAGES) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(url === '/no-such-page' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    expect((await page.getByRole('main').innerText()).length, `${url}: the page's text`).toBeGreaterThan(40);
    const menu = page.locator('#mobile-menu');
    await expect(menu, url).toBeHidden();
    await disclosure(page, MENU_LABELS.open).click();
    await expect(menu.getByRole('link', { name: 'Products' }), url).toBeVisible();
    await disclosure(page, MENU_LABELS.close).click();
    await expect(menu, url).toBeHidden();
  }
  await disclosure(page, MENU_LABELS.open).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await context.close();
});
