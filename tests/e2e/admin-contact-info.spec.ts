import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_OUTCOMES } from '../../src/shared/admin-messages';
import { CONTACT_INFO_WORDS as W } from '../../src/shared/admin-words/singles';
import { CONTACT_INFO_BANNER_MS } from '../../src/shared/limits';
import type { ContactInfo } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, toast } from './admin';
import { expect, test } from './fixtures';

const current = async (request: APIRequestContext) =>
  (await (await request.get('/api/contact-info')).json()) as ContactInfo;

// The demo details, read before the tests change them; the contact page tests of other files expect them back.
let demo: ContactInfo;
test.beforeAll(async ({ request }) => {
  demo = await current(request);
});
test.afterEach(async ({ request }) => {
  // Without its version: the demo details go back over whatever the test saved since.
  const { _id, version: _version, ...fields } = demo;
  const response = await adminRequest(request, await adminToken(request)).putJson(`/api/contact-info/${_id}`, fields);
  expect(response.ok(), 'contact info restored').toBe(true);
});

const field = (page: Page, key: keyof typeof W.fields) => page.getByLabel(W.fields[key], { exact: true });
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the details show read-only; Edit opens the update form and Cancel goes back', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Contact Info');
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  for (const value of [demo.location, demo.phone, demo.email, demo.hours]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: W.edit }).click();
  const form = page.getByRole('form', { name: W.updateTitle });
  await expect(form.getByRole('heading', { name: W.updateTitle })).toBeVisible();
  await expect(field(page, 'phone')).toHaveValue(demo.phone);
  await expectAccessible(page);
  await page.getByRole('button', { name: W.cancel }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(demo.email, { exact: true })).toBeVisible();
});

test('each field says what is wrong by the field', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Contact Info');
  await page.getByRole('button', { name: W.edit }).click();
  for (const key of ['location', 'phone', 'hours'] as const) await field(page, key).fill('');
  await field(page, 'email').fill('');
  await page.getByRole('button', { name: W.update }).click();
  await expect(field(page, 'location')).toHaveAccessibleDescription(ADMIN_MESSAGES.locationRequired);
  await expect(field(page, 'phone')).toHaveAccessibleDescription(ADMIN_MESSAGES.phoneRequired);
  await expect(field(page, 'email')).toHaveAccessibleDescription(ADMIN_MESSAGES.teamEmailRequired);
  await expect(field(page, 'hours')).toHaveAccessibleDescription(ADMIN_MESSAGES.hoursRequired);
  await field(page, 'email').fill('not-an-email');
  await page.getByRole('button', { name: W.update }).click();
  await expect(field(page, 'email')).toHaveAccessibleDescription(ADMIN_MESSAGES.emailInvalid);
  await expectAccessible(page);
  expect(await current(request), 'nothing saved').toEqual(demo);
});

test('an update shows the banner for 3 s and reaches the contact page', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Contact Info');
  await page.getByRole('button', { name: W.edit }).click();
  const phone = `+1 (503) 555-${String(Date.now()).slice(-4)}`;
  const location = `${Date.now()} Test Street, Portland, OR`;
  await field(page, 'phone').fill(phone);
  await field(page, 'location').fill(location);
  await page.getByRole('button', { name: W.update }).click();

  const shown = banner(page, ADMIN_OUTCOMES.contactInfoUpdated);
  await expect(shown).toBeVisible();
  const since = Date.now();
  // Back in the view, showing the new details.
  await expect(page.getByText(phone, { exact: true })).toBeVisible();
  await expect(shown).toBeHidden({ timeout: CONTACT_INFO_BANNER_MS + 2000 });
  const lasted = Date.now() - since;
  expect(lasted).toBeGreaterThan(CONTACT_INFO_BANNER_MS - 600);
  expect(lasted).toBeLessThan(CONTACT_INFO_BANNER_MS + 1500);

  await page.goto('/contact');
  await expect(page.getByRole('main').getByText(phone, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: location })).toBeVisible();
});

test.describe('with no contact information yet (the server answers 404)', () => {
  // The API has no DELETE for contact info, so the empty state is the server's 404 played back in the browser.
  test.use({
    expectedConsole: [/status of (404|409) \(.*\) \(http:\/\/[^)]+\/api\/contact-info\)$/],
  });

  test('the form is titled Create Contact Information and creates with POST', async ({ page, request }) => {
    await page.route('**/api/contact-info', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 404,
            json: { message: 'No contact information has been published yet.', code: 'NOT_FOUND' },
          })
        : route.fallback(),
    );
    await openAdmin(page, request);
    await openSection(page, 'Contact Info');
    const form = page.getByRole('form', { name: W.createTitle });
    await expect(form).toBeVisible();
    await expect(page.getByRole('button', { name: W.cancel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: W.edit })).toHaveCount(0);
    await expectAccessible(page);

    const fields = {
      location: 'Created Location',
      phone: '+1 555 0100',
      email: 'created@kestrel.example',
      hours: '24/7',
    };
    for (const [key, value] of Object.entries(fields)) await field(page, key as keyof typeof fields).fill(value);
    // The real server already holds a record and refuses a second one: that reads as a refusal.
    await page.getByRole('button', { name: W.create }).click();
    await expect(toast(page, ADMIN_OUTCOMES.contactInfoUpdateFailed)).toBeVisible();
    await expect(form).toBeVisible();

    // A server with none accepts the POST with 201: the banner says the details were created.
    let posted: unknown;
    await page.route('**/api/contact-info', (route) => {
      if (route.request().method() !== 'POST') return route.fulfill({ json: { _id: demo._id, ...fields } });
      posted = route.request().postDataJSON();
      return route.fulfill({ status: 201, json: { _id: demo._id, ...fields } });
    });
    await page.getByRole('button', { name: W.create }).click();
    await expect(banner(page, ADMIN_OUTCOMES.contactInfoCreated)).toBeVisible();
    expect(posted).toEqual(fields);
    await expect(page.getByText(fields.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: W.edit })).toBeVisible();
  });
});

test.describe('when the server cannot be reached', () => {
  test.use({ expectedConsole: [/net::ERR_FAILED/] });

  test('saving says an error occurred and keeps the form', async ({ page, request }) => {
    await page.route('**/api/contact-info/*', (route) => route.abort('failed'));
    await openAdmin(page, request);
    await openSection(page, 'Contact Info');
    await page.getByRole('button', { name: W.edit }).click();
    await field(page, 'hours').fill('Never saved');
    await page.getByRole('button', { name: W.update }).click();
    await expect(toast(page, ADMIN_OUTCOMES.contactInfoError)).toBeVisible();
    await expect(field(page, 'hours')).toHaveValue('Never saved');
    await expect(page.getByRole('button', { name: W.update })).toBeEnabled();
  });
});
