import { PUBLIC_MESSAGES, SITE } from '../../src/shared/messages';
import { CONTACT_STRINGS } from '../../src/web/public/contact/strings';
import { BLOG_TOGGLE_LABEL, MENU_LABELS } from '../../src/web/public/layout/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { disclosure } from './public';

test('the home page shows the headline, and its menu opens and closes', async ({ page, isMobile }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.heroHeadline);
  await expect(page.getByRole('link', { name: SITE.contactUs }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Web Development' })).toBeVisible();

  const mobileMenu = page.locator('#mobile-menu');
  if (isMobile) {
    await expect(mobileMenu).toBeHidden();
    await disclosure(page, MENU_LABELS.open).click();
    await expect(mobileMenu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await disclosure(page, MENU_LABELS.close).click();
    await expect(mobileMenu).toBeHidden();
    // Escape closes it too, and the focus goes back to its button.
    await disclosure(page, MENU_LABELS.open).click();
    await page.keyboard.press('Escape');
    await expect(mobileMenu).toBeHidden();
    await expect(disclosure(page, MENU_LABELS.open)).toBeFocused();
  } else {
    await expect(page.locator('header summary')).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText(PUBLIC_MESSAGES.highlightPhrase).first()).toBeVisible();
  }
});

test("the desktop bar's Blog item has a toggle with no visible effect", async ({ page, isMobile }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const toggle = bar.getByRole('button', { name: BLOG_TOGGLE_LABEL });
  // SPEC 2.2: the toggle belongs to the desktop bar; the phone's menu has none.
  if (isMobile) {
    await expect(toggle).toBeHidden();
    await disclosure(page, MENU_LABELS.open).click();
    await expect(page.locator('#mobile-menu').getByRole('button')).toHaveCount(0);
    return;
  }
  // The page's modules have run once the contact form's button is enabled.
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

test('public pages load no framework, and ask the browser to prerender the pages they link to', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const response = await page.goto('/about');
  // Ordinary links, prerendered on intent by rules the page names in a header (no inline script needed).
  expect(response?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toMatch(/^application\/speculationrules\+json\b/);
  const body = (await rules.json()) as Record<'prefetch' | 'prerender', { eagerness: string }[]>;
  expect(body.prefetch[0]?.eagerness).toBe('moderate');
  expect(body.prerender[0]?.eagerness).toBe('conservative');
  expect(JSON.stringify(body)).toContain('/admin');
  // The About page has no form: only the site's own small module.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/site-[\w-]+\.js$/);
  expect(await page.evaluate(() => 'React' in window || '__reactRouterVersion' in window)).toBe(false);
});
