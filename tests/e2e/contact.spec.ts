import type { Page } from '@playwright/test';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { CONTACT_FORM_WORDS, sendAgainIn } from '../../src/shared/contact-words';
import { FIELD_MAX, TOAST_MS } from '../../src/shared/limits';
import { CONTACT_MESSAGES, PUBLIC_MESSAGES } from '../../src/shared/messages';
import type { ContactInfo } from '../../src/shared/schemas/content';
import { CONTACT_STRINGS } from '../../src/web/public/contact/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { gotoWithFaults } from './public';

// Some tests answer the API with an error on purpose; the browser logs each of those calls.
test.use({
  expectedConsole: [/status of (400|429|500) \(.*\) \(http:\/\/[^)]+\/api\/contact\)$/],
});

const VALUES = {
  [CONTACT_STRINGS.firstName]: 'Ada',
  [CONTACT_STRINGS.lastName]: 'Lovelace',
  [CONTACT_STRINGS.email]: 'ada@analytical.example',
  [CONTACT_STRINGS.phone]: '+1 (503) 555-0100',
  [CONTACT_STRINGS.message]: 'We would like a quote for a new customer portal.',
};

/** Opens the contact page once its form's module has run (the send button stays disabled until then). */
async function openForm(page: Page) {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: CONTACT_STRINGS.send }) });
  await expect(form.getByRole('button', { name: CONTACT_STRINGS.send })).toBeEnabled();
  return form;
}

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(VALUES)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms }).check();
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(VALUES)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms })).toBeChecked();
}

test('the contact page shows the form, the contact details and the map', async ({ page, request }) => {
  const info = (await (await request.get('/api/contact-info')).json()) as ContactInfo;
  const form = await openForm(page);
  await expect(page).toHaveTitle(`${CONTACT_STRINGS.pageTitle} | Kestrel Digital`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT_STRINGS.heroTitle);
  await expect(page.getByRole('heading', { level: 2, name: PUBLIC_MESSAGES.contactHeading })).toBeVisible();

  await expect(page.getByLabel(CONTACT_STRINGS.email, { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(CONTACT_STRINGS.phone)).toHaveAttribute('type', 'tel');
  for (const label of Object.keys(VALUES))
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required');
  const terms = page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms });
  await expect(terms).toHaveAttribute('required');
  const termsLink = form.getByRole('link', { name: CONTACT_STRINGS.acceptTermsLink });
  await expect(termsLink).toHaveAttribute('href', '/terms-of-service');
  // In a new tab: what the visitor typed is still there when they come back.
  await expect(termsLink).toHaveAttribute('target', '_blank');
  // The honeypot is in the form but hidden from people and assistive technology alike.
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(form.getByRole('textbox', { name: CONTACT_STRINGS.honeypot })).toHaveCount(0);

  const reach = page.getByRole('region', { name: CONTACT_STRINGS.reachTitle });
  await expect(reach.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
  await expect(reach.getByRole('definition').filter({ hasText: info.location })).toBeVisible();
  await expect(reach.getByRole('link', { name: info.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  const map = reach.locator('iframe');
  await expect(map).toHaveAttribute('title', CONTACT_STRINGS.mapTitle);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik/,
  );
  // Offline the frame cannot load; that must not log an error in the page (the fixture fails on any), and
  // beside it lies the address as a link to the full map (contact-map.spec.ts: in sight whatever the frame does).
  await map.scrollIntoViewIfNeeded();
  await page.waitForLoadState('load');
  const fallback = reach.getByRole('link', { name: CONTACT_STRINGS.mapFallback });
  await expect(fallback).toContainText(info.location);
  await expect(fallback).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expectAccessible(page);
});

test('the browser asks for every field and the terms before anything is sent', async ({ page }) => {
  await openForm(page);
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  expect(await page.getByLabel(CONTACT_STRINGS.firstName).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
    false,
  );
  await fillForm(page);
  await page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms }).uncheck();
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  const terms = page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms });
  expect(await terms.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(posted).toBe(false);
});

test('a sent message clears the form and shows the success toast for 5 seconds', async ({ page }) => {
  await openForm(page);
  await fillForm(page);
  // Time stands still from here, and moves only when the test says so.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  expect((await request).postDataJSON()).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.example',
    number: '+1 (503) 555-0100',
    message: 'We would like a quote for a new customer portal.',
    website: '',
  });

  const toast = page.getByRole('status').filter({ hasText: PUBLIC_MESSAGES.contactSent });
  await expect(toast).toBeVisible();
  for (const label of Object.keys(VALUES)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms })).not.toBeChecked();
  await expect(page.getByRole('button', { name: CONTACT_STRINGS.send })).toBeEnabled();

  await page.clock.runFor(TOAST_MS - 500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();
  await page.clock.resume();
  await expectAccessible(page);
});

test('a failed send shows the error toast and keeps what was typed', async ({ page }) => {
  await openForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong', code: 'INTERNAL' } }),
  );
  await fillForm(page);
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  const toast = page.getByRole('alert').filter({ hasText: PUBLIC_MESSAGES.contactFailed });
  await expect(toast).toBeVisible();
  // Dismissed before the slower checks: the toast goes by itself after 5 s (SPEC), which a busy machine's
  // accessibility scan can outlast.
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toBeHidden();
  await expectValuesKept(page);
  await expectAccessible(page);
});

test('the server’s field errors show by their fields', async ({ page }) => {
  await openForm(page);
  const message = 'Please enter a valid email address.';
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      json: { message: 'Some fields need attention.', code: 'VALIDATION_FAILED', fields: { email: message } },
    }),
  );
  await fillForm(page);
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  const email = page.getByLabel(CONTACT_STRINGS.email, { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(message);
  await expect(email).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: PUBLIC_MESSAGES.contactFailed })).toBeVisible();
  await expectValuesKept(page);
  await expectAccessible(page);
  await email.fill('ada@analytical.example');
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
});

test('without contact information (404) the details strip is left out', async ({ page }) => {
  await gotoWithFaults(page, '/contact', { '/api/contact-info': 404 });
  const reach = page.getByRole('region', { name: CONTACT_STRINGS.reachTitle });
  await expect(reach.locator('iframe')).toBeAttached();
  await expect(reach.getByText(CONTACT_STRINGS.emailLabel, { exact: true })).toHaveCount(0);
});

/** Sends the form with an address the browser takes and the server refuses, then checks the page it answers. */
async function sendRefusedThenFixed(page: Page, address: string) {
  await fillForm(page);
  // The browser takes it (no top-level domain is needed there); the server, as mail servers, does not.
  const email = page.getByLabel(CONTACT_STRINGS.email, { exact: true });
  await email.fill('ada@localhost');
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('alert').filter({ hasText: PUBLIC_MESSAGES.contactFailed })).toContainText(
    CONTACT_FORM_WORDS.fixFields,
  );
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('ada@localhost');
  for (const [label, value] of Object.entries(VALUES)) {
    if (label !== CONTACT_STRINGS.email) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByRole('checkbox', { name: PUBLIC_MESSAGES.acceptTerms })).toBeChecked();
  return async () => {
    await email.fill(address);
    await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
    const sent = page.getByRole('status').filter({ hasText: PUBLIC_MESSAGES.contactSent });
    await expect(sent).toContainText(CONTACT_FORM_WORDS.sentText);
    // The page opens at the answer, not at its top.
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    for (const label of Object.keys(VALUES)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  };
}

test('without JavaScript the form posts to the page: refused, it comes back with the messages and everything typed; sent, it says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: CONTACT_STRINGS.reachTitle }).locator('iframe')).toBeAttached();
  const message = page.getByLabel(CONTACT_STRINGS.message, { exact: true });
  await expect(message).toHaveAttribute('maxlength', String(FIELD_MAX.message));
  await expect(page.getByLabel(CONTACT_STRINGS.firstName)).toHaveAttribute('maxlength', String(FIELD_MAX.name));
  await expect(page.getByRole('button', { name: CONTACT_STRINGS.send })).toBeEnabled();
  const fixAndSend = await sendRefusedThenFixed(page, 'ada.nojs@analytical.example');
  await fixAndSend();
  await context.close();
});

test.describe('when the form’s module fails to load', () => {
  test.use({ expectedConsole: [/contact-form-[\w-]+\.js|ERR_FAILED/] });

  test('the form posts all the same, and both answers pass the accessibility check', async ({ page }) => {
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/contact');
    const check = await sendRefusedThenFixed(page, 'ada.nomodule@analytical.example');
    await expectAccessible(page);
    await check();
    await expectAccessible(page);
  });
});

test('a visitor who sent too many is told the server’s words and when to send again', async ({ page }) => {
  await openForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '420' },
      json: { message: API_MESSAGES.rateLimited, code: 'RATE_LIMITED' },
    }),
  );
  await fillForm(page);
  await page.getByRole('button', { name: CONTACT_STRINGS.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: API_MESSAGES.rateLimited })).toHaveText(
    `${API_MESSAGES.rateLimited} ${sendAgainIn(420)}`,
  );
  await expect(page.getByText(PUBLIC_MESSAGES.contactFailed)).toHaveCount(0);
  await expectValuesKept(page);
});

test('at 360 px the toast leaves the Send button clear', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, json: { message: CONTACT_MESSAGES.sent } }),
  );
  await fillForm(page);
  const send = page.getByRole('button', { name: CONTACT_STRINGS.send });
  await send.click();
  const toast = page.getByRole('status').filter({ hasText: PUBLIC_MESSAGES.contactSent });
  await expect(toast).toBeVisible();
  const [button, card] = [await send.boundingBox(), await toast.locator('div').first().boundingBox()];
  if (!button || !card) throw new Error('the button or the toast has no box');
  const overlaps =
    card.x < button.x + button.width &&
    button.x < card.x + card.width &&
    card.y < button.y + button.height &&
    button.y < card.y + card.height;
  expect(overlaps, JSON.stringify({ button, card })).toBe(false);
});
