import { PUBLIC_MESSAGES, SITE } from '../../src/shared/messages';
import { CONTACT_STRINGS } from '../../src/web/public/contact/strings';
import { BLOG_TOGGLE_LABEL } from '../../src/web/public/layout/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

test('the home page shows the headline and hydrates', async ({ page, isMobile }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.heroHeadline);
  await expect(page.getByRole('link', { name: SITE.contactUs }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Web Development' })).toBeVisible();

  // Only a hydrated page reacts to clicks: the menu button (phone) or client-side navigation (desktop).
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  } else {
    // A client-side navigation keeps the window (and this mark); a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { hydrationMark: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText(PUBLIC_MESSAGES.highlightPhrase).first()).toBeVisible();
    expect(await page.evaluate(() => 'hydrationMark' in window)).toBe(true);
  }
});

test("the desktop bar's Blog item has a toggle with no visible effect", async ({ page, isMobile }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const toggle = bar.getByRole('button', { name: BLOG_TOGGLE_LABEL });
  // SPEC 2.2: the toggle belongs to the desktop bar; the phone's menu has none.
  if (isMobile) {
    await expect(toggle).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('button')).toHaveCount(0);
    return;
  }
  // The contact form's button is enabled once the page is hydrated: only then does a click do anything.
  await expect(page.getByRole('button', { name: CONTACT_STRINGS.send })).toBeEnabled();
  const header = page.getByRole('banner');
  const look = async () => {
    await page.mouse.move(0, 700);
    await toggle.evaluate((button: HTMLElement) => button.blur());
    return header.screenshot();
  };
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const markup = await header.innerHTML();
  const before = await look();

  // Pressed, the toggle says so to assistive technology; what the visitor sees stays the same.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/$/);
  expect((await header.innerHTML()).replace('aria-pressed="true"', 'aria-pressed="false"')).toBe(markup);
  expect(await look()).toEqual(before);
  await expectAccessible(page);

  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await header.innerHTML()).toBe(markup);
});

test('an unknown path shows the lost page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: SITE.backToHome }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.heroHeadline);
});

test('the home page sections come from the server on a first load and from their own code after a navigation', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => Object.assign(window, { navigationMark: true }));
  await page.getByRole('link', { name: 'Kestrel Digital' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: PUBLIC_MESSAGES.clientsHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: PUBLIC_MESSAGES.recentWorkHeading })).toBeVisible();
  expect(await page.evaluate(() => 'navigationMark' in window)).toBe(true);

  // On a first load the sections are kept as the server sent them; their links still navigate in place.
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { navigationMark: true }));
  await page.getByRole('link', { name: PUBLIC_MESSAGES.viewAll }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { name: PUBLIC_MESSAGES.servicesHeroTitle })).toBeVisible();
  expect(await page.evaluate(() => 'navigationMark' in window)).toBe(true);
});
