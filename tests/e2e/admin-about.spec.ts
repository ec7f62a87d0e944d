import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_OUTCOMES } from '../../src/shared/admin-messages';
import { ABOUT_WORDS as W } from '../../src/shared/admin-words/singles';
import type { AboutUsInput } from '../../src/shared/schemas/admin-inputs';
import type { AboutUs } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, toast } from './admin';
import { expect, test } from './fixtures';

type AboutText = { [K in keyof AboutUsInput]: string };
const textOf = ({ title, description, aboutTitle, aboutDescription }: AboutUs): AboutText => ({
  title,
  description,
  aboutTitle,
  aboutDescription,
});

const current = async (request: APIRequestContext) =>
  ((await (await request.get('/api/aboutus')).json()) as AboutUs[])[0] ?? null;

/** Puts the about text back, creating the record again if a test deleted it. */
async function putBack(request: APIRequestContext, text: AboutText) {
  const admin = adminRequest(request, await adminToken(request));
  const now = await current(request);
  const response = now
    ? await admin.putJson(`/api/aboutus/${now._id}`, text)
    : await admin.postJson('/api/aboutus', text);
  expect(response.ok(), 'about text restored').toBe(true);
}

// The demo text, read before the tests change it; the About page tests of other files expect it back.
let demo: AboutText;
test.beforeAll(async ({ request }) => {
  const record = await current(request);
  if (!record) throw new Error('the demo content has no about text');
  demo = textOf(record);
});
test.afterEach(async ({ request }) => putBack(request, demo));

const field = (page: Page, key: keyof typeof W.fields) => page.getByLabel(W.fields[key].label, { exact: true });

test('the About preview shows the saved text; Update Content opens the form, and the About page follows', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'About');
  await expect(page.getByRole('heading', { level: 1, name: W.previewHeading, exact: true })).toBeVisible();
  const preview = page.getByTestId('about-preview');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(demo.title);
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(demo.aboutTitle);
  await expect(preview.getByText(demo.description)).toBeVisible();
  await expect(page.getByText(W.sampleNotice)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: W.updateContent }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.formTitle })).toBeVisible();
  // Each field says where its text appears on the public site.
  for (const key of ['title', 'description', 'aboutTitle', 'aboutDescription'] as const) {
    await expect(field(page, key)).toHaveAccessibleDescription(W.fields[key].hint);
  }
  await expect(field(page, 'title')).toHaveValue(demo.title);
  await expectAccessible(page);

  const title = `Edited ${Date.now()} Tech Solutions for Everyone`;
  const aboutTitle = `Story Heading ${Date.now()}`;
  await field(page, 'title').fill(title);
  await field(page, 'aboutTitle').fill(aboutTitle);
  await page.getByRole('button', { name: W.update }).click();
  await expect(toast(page, ADMIN_OUTCOMES.aboutUpdated)).toBeVisible();
  // The administrator stays on the form, which keeps updating the same record.
  await expect(page.getByRole('button', { name: W.update })).toBeVisible();
  expect(textOf((await current(request)) as AboutUs)).toEqual({ ...demo, title, aboutTitle });

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 }).getByText('Tech Solutions')).toHaveClass(/text-brand-600/);
  await expect(page.getByRole('heading', { level: 2, name: aboutTitle })).toBeVisible();
});

test('each of the four fields is required, said by the field', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'About Us');
  for (const key of ['title', 'description', 'aboutTitle', 'aboutDescription'] as const)
    await field(page, key).fill(' ');
  await page.getByRole('button', { name: W.update }).click();
  const messages = {
    title: ADMIN_MESSAGES.aboutHeadingRequired,
    description: ADMIN_MESSAGES.aboutIntroductionRequired,
    aboutTitle: ADMIN_MESSAGES.aboutTitleRequired,
    aboutDescription: ADMIN_MESSAGES.aboutDescriptionRequired,
  };
  for (const [key, message] of Object.entries(messages)) {
    // Each message names its field as the label reads.
    expect(message).toBe(`${W.fields[key as keyof typeof messages].label} is required.`);
    await expect(field(page, key as keyof typeof messages)).toHaveAccessibleDescription(
      `${W.fields[key as keyof typeof messages].hint} ${message}`,
    );
  }
  await expectAccessible(page);
  expect(textOf((await current(request)) as AboutUs), 'nothing saved').toEqual(demo);
});

test('Delete asks first and deletes on the server; the preview then shows marked sample text', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'About');
  await page.getByRole('button', { name: W.delete, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: W.deleteConfirm });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await current(request)).not.toBeNull();

  await page.getByRole('button', { name: W.delete, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, W.deleted)).toBeVisible();
  await expect(page.getByText(W.sampleNotice)).toBeVisible();
  await expect(page.getByTestId('about-preview').getByRole('heading', { level: 2 })).toHaveText(W.sample.title);
  await expect(page.getByRole('button', { name: W.delete, exact: true })).toHaveCount(0);
  expect(await current(request)).toBeNull();
  await expectAccessible(page);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 2, name: demo.aboutTitle })).toHaveCount(0);
});

test('with nothing saved the form offers Save Data and creates the record', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const record = await current(request);
  if (record) expect((await adminRequest(request, token).delete(`/api/aboutus/${record._id}`)).status()).toBe(204);

  await openSection(page, 'About Us');
  const text: AboutText = {
    title: 'Created Tech Solutions Heading',
    description: 'Created introduction.',
    aboutTitle: 'Created story heading',
    aboutDescription: 'Created story text.',
  };
  for (const [key, value] of Object.entries(text)) await field(page, key as keyof AboutText).fill(value);
  await page.getByRole('button', { name: W.save }).click();
  await expect(toast(page, ADMIN_OUTCOMES.aboutSaved)).toBeVisible();
  await expect(page.getByRole('button', { name: W.update })).toBeVisible();
  expect(textOf((await current(request)) as AboutUs)).toEqual(text);

  await openSection(page, 'About');
  await expect(page.getByTestId('about-preview').getByRole('heading', { level: 3 })).toHaveText(text.aboutTitle);
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: [/status of 500 \(.*\) \(http:\/\/[^)]+\/api\/aboutus(\/[^)]*)?\)$/] });
  const fail = { status: 500, json: { message: 'Something went wrong on our side.', code: 'INTERNAL' } };

  test('a failed load says so with Try Again instead of an empty form', async ({ page, request }) => {
    let failing = true;
    await page.route('**/api/aboutus', (route) => (failing ? route.fulfill(fail) : route.fallback()));
    await openAdmin(page, request);
    await openSection(page, 'About Us');
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_OUTCOMES.aboutLoadFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: W.save })).toHaveCount(0);
    await expectAccessible(page);
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(field(page, 'title')).toHaveValue(demo.title);
  });

  test('a failed save says so and keeps the typed text', async ({ page, request }) => {
    await page.route('**/api/aboutus/*', (route) => route.fulfill(fail));
    await openAdmin(page, request);
    await openSection(page, 'About Us');
    await field(page, 'aboutTitle').fill('Not saved');
    await page.getByRole('button', { name: W.update }).click();
    await expect(toast(page, ADMIN_OUTCOMES.aboutSaveFailed)).toBeVisible();
    await expect(field(page, 'aboutTitle')).toHaveValue('Not saved');
  });
});
