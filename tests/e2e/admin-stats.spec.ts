import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_FRAME, ADMIN_MESSAGES, ADMIN_OUTCOMES } from '../../src/shared/admin-messages';
import { STATS_WORDS as W } from '../../src/shared/admin-words/singles';
import type { Stats } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, toast } from './admin';
import { expect, test } from './fixtures';

type StatsFields = Pick<
  Stats,
  'headline' | 'description' | 'loyalClients' | 'experts' | 'yearsExperience' | 'techAwards'
>;
const fieldsOf = ({
  headline,
  description,
  loyalClients,
  experts,
  yearsExperience,
  techAwards,
}: Stats): StatsFields => ({
  headline,
  description,
  loyalClients,
  experts,
  yearsExperience,
  techAwards,
});

const current = async (request: APIRequestContext) =>
  ((await (await request.get('/api/stats')).json()) as Stats[])[0] ?? null;

/** Puts the stats back as `fields`, creating the record again if a test deleted it. */
async function putBack(request: APIRequestContext, fields: StatsFields) {
  const admin = adminRequest(request, await adminToken(request));
  const now = await current(request);
  const response = now
    ? await admin.putJson(`/api/stats/${now._id}`, fields)
    : await admin.postJson('/api/stats', fields);
  expect(response.ok(), 'stats restored').toBe(true);
}

// The demo stats, read before the tests change them; the home page tests of other files expect them back.
let demo: StatsFields;
test.beforeAll(async ({ request }) => {
  const record = await current(request);
  if (!record) throw new Error('the demo content has no stats');
  demo = fieldsOf(record);
});
test.afterEach(async ({ request }) => putBack(request, demo));

const homeStats = (page: Page) => page.locator('section[aria-labelledby="stats-heading"]');
const figure = (page: Page, key: keyof typeof W.counts) => page.getByTestId(`stat-${key}`).locator('dd');

test('the stats view shows the saved figures; Edit opens the form in place and the home page follows', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'Stats');
  await expect(page.getByRole('heading', { level: 1, name: W.viewHeading })).toBeVisible();
  await expect(page.getByText(ADMIN_OUTCOMES.statsExists)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: demo.headline })).toBeVisible();
  await expect(figure(page, 'loyalClients')).toHaveText(String(demo.loyalClients));
  await expect(figure(page, 'techAwards')).toHaveText(String(demo.techAwards));
  await expectAccessible(page);

  const toggle = page.getByRole('button', { name: W.edit, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('region', { name: W.formTitle });
  await expect(form.getByLabel(W.headline)).toHaveValue(demo.headline);
  await expect(form.getByLabel(W.counts.experts)).toHaveValue(String(demo.experts));
  await expectAccessible(page);

  // Cancel closes it without saving; the toggle opens it again.
  await form.getByRole('button', { name: W.cancel }).click();
  await expect(form).toHaveCount(0);
  await toggle.click();

  const headline = `Stats Edited ${Date.now()} Across Every Client`;
  await form.getByLabel(W.headline).fill(headline);
  await form.getByLabel(W.counts.experts).fill('77');
  await form.getByRole('button', { name: W.update }).click();
  await expect(toast(page, ADMIN_OUTCOMES.statsUpdated)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
  await expect(figure(page, 'experts')).toHaveText('77');

  await page.goto('/');
  await expect(homeStats(page).getByRole('heading', { level: 2 })).toHaveText(headline);
  await expect(homeStats(page).locator('dl > div').filter({ hasText: 'Experts' }).locator('dd')).toHaveText('77+');
});

test('each field of the stats form says what is wrong by the field', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Stats Form');
  await expect(page.getByRole('heading', { level: 1, name: W.formTitle })).toBeVisible();
  await page.getByLabel(W.headline).fill('   ');
  await page.getByLabel(W.description).fill('');
  await page.getByLabel(W.counts.loyalClients).fill('-1');
  await page.getByLabel(W.counts.experts).fill('');
  await page.getByLabel(W.counts.techAwards).fill('2.5');
  await page.getByRole('button', { name: W.update }).click();

  await expect(page.getByText(ADMIN_MESSAGES.headlineRequired)).toBeVisible();
  await expect(page.getByText(ADMIN_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(page.getByLabel(W.counts.loyalClients)).toHaveAccessibleDescription(ADMIN_MESSAGES.numberInvalid);
  await expect(page.getByLabel(W.counts.techAwards)).toHaveAccessibleDescription(ADMIN_MESSAGES.numberInvalid);
  // The counts are optional: an empty one is not an error.
  await expect(page.getByLabel(W.counts.experts)).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(fieldsOf((await current(request)) as Stats), 'nothing saved').toEqual(demo);
});

test('with no stats the form creates them, counting empty figures as 0', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const record = await current(request);
  if (record) expect((await adminRequest(request, token).delete(`/api/stats/${record._id}`)).status()).toBe(204);

  await openSection(page, 'Stats Form');
  await page.getByLabel(W.headline).fill('Fresh Stats Made From The Admin Form');
  await page.getByLabel(W.description).fill('Created in the browser test.');
  await page.getByLabel(W.counts.loyalClients).fill('12');
  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, ADMIN_OUTCOMES.statsCreated)).toBeVisible();
  // Saved as numbers, and the form now updates the new record.
  await expect(page.getByRole('button', { name: W.update })).toBeVisible();
  const created = (await current(request)) as Stats;
  expect(fieldsOf(created)).toMatchObject({ loyalClients: 12, experts: 0, yearsExperience: 0, techAwards: 0 });

  await page.goto('/');
  await expect(homeStats(page).getByRole('heading', { level: 2 })).toHaveText('Fresh Stats Made From The Admin Form');
});

test('Delete asks first, then empties the view; Add New creates the stats again', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Stats');
  const remove = page.getByRole('button', { name: W.delete, exact: true });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: W.deleteConfirm });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(ADMIN_OUTCOMES.statsExists)).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, ADMIN_OUTCOMES.statsDeleted)).toBeVisible();
  await expect(page.getByText(W.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADMIN_OUTCOMES.statsExists)).toHaveCount(0);
  expect(await current(request)).toBeNull();
  await remove.click();
  // Checked once the toast has faded in: half-transparent text would fail the contrast check.
  await expect(toast(page, ADMIN_OUTCOMES.statsNothingToDelete)).toHaveCSS('opacity', '1');
  await expectAccessible(page);

  await page.getByRole('button', { name: W.addNew }).click();
  const form = page.getByRole('region', { name: W.formTitle });
  await form.getByLabel(W.headline).fill('Stats Added Again From The View');
  await form.getByLabel(W.description).fill('Added with the Add New toggle.');
  await form.getByLabel(W.counts.yearsExperience).fill('9');
  await form.getByRole('button', { name: W.create }).click();
  await expect(toast(page, ADMIN_OUTCOMES.statsCreated)).toBeVisible();
  await expect(figure(page, 'yearsExperience')).toHaveText('9');
  await expect(page.getByRole('button', { name: W.edit, exact: true })).toBeVisible();
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: [/status of 500 \(.*\) \(http:\/\/[^)]+\/api\/stats(\/[^)]*)?\)$/] });
  const fail = { status: 500, json: { message: 'Something went wrong on our side.', code: 'INTERNAL' } };

  test('a failed load says so and offers Try Again, not a form that would add a second record', async ({
    page,
    request,
  }) => {
    await page.route('**/api/stats', (route) =>
      route.request().method() === 'GET' ? route.fulfill(fail) : route.fallback(),
    );
    await openAdmin(page, request);
    await openSection(page, 'Stats Form');
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_OUTCOMES.statsLoadFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: W.create })).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute('**/api/stats');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: W.update })).toBeVisible();
  });

  test('a failed create says so', async ({ page, request }) => {
    const token = await openAdmin(page, request);
    const record = await current(request);
    if (record) expect((await adminRequest(request, token).delete(`/api/stats/${record._id}`)).status()).toBe(204);
    await page.route('**/api/stats', (route) =>
      route.request().method() === 'POST' ? route.fulfill(fail) : route.fallback(),
    );
    await openSection(page, 'Stats Form');
    await page.getByLabel(W.headline).fill('Will Not Be Saved');
    await page.getByLabel(W.description).fill('The server refuses.');
    await page.getByRole('button', { name: W.create }).click();
    await expect(toast(page, ADMIN_OUTCOMES.statsCreateFailed)).toBeVisible();
  });

  test('a failed update or delete says so and keeps the stats', async ({ page, request }) => {
    await page.route('**/api/stats/*', (route) => route.fulfill(fail));
    await openAdmin(page, request);
    await openSection(page, 'Stats Form');
    await page.getByLabel(W.counts.experts).fill('3');
    await page.getByRole('button', { name: W.update }).click();
    await expect(toast(page, ADMIN_OUTCOMES.statsUpdateFailed)).toBeVisible();
    await expect(page.getByLabel(W.counts.experts)).toHaveValue('3');

    // What the server refused is still unsaved: leaving asks first.
    await openSection(page, 'Stats');
    await page
      .getByRole('dialog', { name: ADMIN_FRAME.leaveUnsaved })
      .getByRole('button', { name: ADMIN_FRAME.leave })
      .click();
    await page.getByRole('button', { name: W.delete, exact: true }).click();
    await page.getByRole('dialog', { name: W.deleteConfirm }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, ADMIN_OUTCOMES.statsDeleteFailed)).toBeVisible();
    await expect(page.getByText(ADMIN_OUTCOMES.statsExists)).toBeVisible();
  });
});
