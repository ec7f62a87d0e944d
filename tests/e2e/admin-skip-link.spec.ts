/** The back office's skip link (issue 27): the keyboard's first stop leads past the sidebar to the section. */
import { ADMIN_FRAME, DASHBOARD_WORDS } from '../../src/shared/admin-messages';
import { openAdmin } from './admin';
import { expect, test } from './fixtures';

test('"Skip to content" comes before the sidebar and leads past it to the section', async ({ page, request }) => {
  await openAdmin(page, request);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_WORDS.heading })).toBeVisible();
  const skip = page.getByRole('link', { name: ADMIN_FRAME.skipToContent });
  // The first thing the keyboard reaches on the page: one step back from the sidebar's first section.
  const firstFocusable = await page.evaluate(
    () => document.querySelector<HTMLElement>('a[href], button:not([disabled]), input, select, textarea')?.textContent,
  );
  expect(firstFocusable).toBe(ADMIN_FRAME.skipToContent);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on inside the section, not back to the sidebar's links.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
