/**
 * Every back-office screen at phone width (this file runs in the phone project only; the section specs
 * run their create, edit and delete tests at desktop width): the section and its add form fit the screen
 * without sideways scrolling, and axe finds nothing.
 */
import type { Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../src/shared/admin-messages';
import { BLOG_WORDS } from '../../src/shared/admin-words/blogs';
import { PRODUCT_WORDS, SERVICE_WORDS, TEAM_WORDS } from '../../src/shared/admin-words/catalog';
import { ACHIEVEMENT_WORDS, GROWTH_STEP_WORDS } from '../../src/shared/admin-words/records';
import { expectAccessible } from './a11y';
import { openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

// The narrowest phones in use; the project's own device (Pixel 7) is 412 px wide.
test.use({ viewport: { width: 360, height: 780 } });

/** The button that opens a section's add form, where it has one. */
const ADD_BUTTON: Partial<Record<string, string>> = {
  Products: PRODUCT_WORDS.add,
  Services: SERVICE_WORDS.add,
  Blogs: BLOG_WORDS.add,
  Team: TEAM_WORDS.add,
  Achievements: ACHIEVEMENT_WORDS.addNew,
  'Growth Steps': GROWTH_STEP_WORDS.addNew,
};

async function expectFitsTheScreen(page: Page) {
  // Nothing still loading, then nothing wider than the screen.
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(width);
}

for (const { label } of ADMIN_SECTIONS) {
  test(`${label}: fits a phone screen and passes axe`, async ({ page, request }) => {
    await openAdmin(page, request);
    await openSection(page, label);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectAccessible(page);

    const add = ADD_BUTTON[label];
    if (!add) return;
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
    await expectFitsTheScreen(page);
    await expectAccessible(page);
  });
}
