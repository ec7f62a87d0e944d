/** The contact page's details strip shows the opening hours the back office requires (issue 27). */
import type { ContactInfo } from '../../src/shared/schemas/content';
import { CONTACT_STRINGS } from '../../src/web/public/contact/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

test('the contact page shows the opening hours beside the e-mail, location and phone', async ({ page, request }) => {
  const info = (await (await request.get('/api/contact-info')).json()) as ContactInfo;
  expect(info.hours).not.toBe('');
  await page.goto('/contact');
  const hours = page.getByRole('term').filter({ hasText: CONTACT_STRINGS.hoursLabel });
  await expect(hours).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: info.hours })).toBeVisible();
  for (const label of [CONTACT_STRINGS.emailLabel, CONTACT_STRINGS.locationLabel, CONTACT_STRINGS.phoneLabel]) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expectAccessible(page);
});
