import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_FRAME, ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { ACHIEVEMENT_WORDS as W } from '../../src/shared/admin-words/records';
import type { Achievement } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/achievements', (id) => `/api/achievements/${id}`);

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const cards = (page: Page) => page.getByTestId('achievement-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const form = (page: Page, name: string) => page.getByRole('form', { name });
const figures = ['projectsCompleted', 'yearOnYearGrowth', 'funded', 'downloads'] as const;

async function openAchievements(page: Page, request: APIRequestContext) {
  const token = await openAdmin(page, request);
  await openSection(page, 'Achievements');
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: W.saved })).toBeVisible();
  return token;
}

async function makeAchievement(request: APIRequestContext, token: string, title: string, date = '2024-06-30') {
  const response = await adminRequest(request, token).postJson('/api/achievements', {
    title,
    description: `All about ${title}.`,
    statistics: { projectsCompleted: 12, yearOnYearGrowth: 7, funded: 50000, downloads: 900 },
    date,
  });
  expect(response.status(), 'achievement created').toBe(201);
  return (await response.json()) as Achievement;
}

async function achievements(request: APIRequestContext) {
  return (await (await request.get('/api/achievements')).json()) as Achievement[];
}

async function removeAchievements(request: APIRequestContext, token: string, titles: string[]) {
  for (const a of await achievements(request)) {
    if (titles.includes(a.title)) await adminRequest(request, token).delete(`/api/achievements/${a._id}`);
  }
}

test('Add New opens the form; every field is required, figures are 0 or more; saving adds it to the list', async ({
  page,
  request,
}) => {
  const token = await openAchievements(page, request);
  await expect(form(page, W.newTitle)).toHaveCount(0);
  const toggle = page.getByRole('button', { name: W.addNew });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const adding = form(page, W.newTitle);
  await expect(adding).toBeVisible();
  await expectAccessible(page);

  await adding.getByRole('button', { name: W.save }).click();
  await expect(adding.getByText(M.titleRequired)).toBeVisible();
  await expect(adding.getByText(M.descriptionRequired)).toBeVisible();
  await expect(adding.getByText(M.numberInvalid)).toHaveCount(4);
  await expect(adding.getByText(M.dateRequired)).toBeVisible();

  const title = unique('Best agency award');
  await adding.getByLabel(W.title).fill(title);
  await adding.getByLabel(W.description).fill('Named the best small agency of the region.');
  await adding.getByLabel(W.projectsCompleted).fill('-1');
  await adding.getByLabel(W.yearOnYearGrowth).fill('25');
  await adding.getByLabel(W.funded).fill('1250000');
  await adding.getByLabel(W.downloads).fill('48000');
  await adding.getByLabel(W.date).fill('2026-05-04');
  await adding.getByRole('button', { name: W.save }).click();
  // Only the negative figure is still wrong.
  await expect(adding.getByText(M.numberInvalid)).toHaveCount(1);
  await expect(adding.getByLabel(W.projectsCompleted)).toHaveAttribute('aria-invalid', 'true');
  await expect(adding.getByText(M.titleRequired)).toHaveCount(0);

  await adding.getByLabel(W.projectsCompleted).fill('41');
  await adding.getByRole('button', { name: W.save }).click();
  await expect(page.getByRole('status').filter({ hasText: O.achievementAdded })).toBeVisible();
  await expect(adding).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Newest first: it heads the reloaded list, its figures written with their units.
  const saved = cards(page).first();
  await expect(saved).toContainText(title);
  await expect(saved).toContainText('May 4, 2026');
  for (const text of ['41', '25%', '$1,250,000', '48,000']) await expect(saved).toContainText(text);
  const stored = (await achievements(request)).find((a) => a.title === title);
  expect(stored).toMatchObject({
    date: '2026-05-04',
    statistics: { projectsCompleted: 41, yearOnYearGrowth: 25, funded: 1250000, downloads: 48000 },
  });
  await removeAchievements(request, token, [title]);
});

test('Edit opens the form in edit mode; Cancel drops the changes; Update saves them', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = unique('Partner of the year');
  await makeAchievement(request, token, title);
  await openAchievements(page, request);

  await card(page, title)
    .getByRole('button', { name: W.edit(title) })
    .click();
  const editing = form(page, W.editTitle);
  await expect(editing).toBeVisible();
  await expect(editing.getByLabel(W.title)).toBeFocused();
  await expect(editing.getByLabel(W.title)).toHaveValue(title);
  await expect(editing.getByLabel(W.funded)).toHaveValue('50000');
  await expect(editing.getByLabel(W.date)).toHaveValue('2024-06-30');
  await expectAccessible(page);

  await editing.getByLabel(W.title).fill('Changed, then cancelled');
  await editing.getByRole('button', { name: W.cancel }).click();
  await expect(editing).toHaveCount(0);
  await expect(card(page, title)).toBeVisible();
  await card(page, title)
    .getByRole('button', { name: W.edit(title) })
    .click();
  await expect(editing.getByLabel(W.title)).toHaveValue(title);

  const renamed = `${title} (renewed)`;
  await editing.getByLabel(W.title).fill(renamed);
  await editing.getByLabel(W.downloads).fill('');
  await editing.getByRole('button', { name: W.update }).click();
  await expect(editing.getByText(M.numberInvalid)).toBeVisible();
  await editing.getByLabel(W.downloads).fill('1500');
  await editing.getByRole('button', { name: W.update }).click();
  await expect(page.getByRole('status').filter({ hasText: O.achievementUpdated })).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(card(page, renamed)).toContainText('1,500');
  expect((await achievements(request)).find((a) => a.title === renamed)?.statistics.downloads).toBe(1500);
  await removeAchievements(request, token, [renamed]);
});

test('Delete asks first: Cancel keeps the achievement, Delete removes it', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = unique('Fastest launch');
  await makeAchievement(request, token, title);
  await openAchievements(page, request);

  const target = card(page, title);
  await target.getByRole('button', { name: W.delete(title) }).click();
  const dialog = page.getByRole('dialog', { name: O.achievementDeleteConfirm });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ADMIN_FRAME.cancel }).click();
  await expect(target).toBeVisible();

  await target.getByRole('button', { name: W.delete(title) }).click();
  await dialog.getByRole('button', { name: ADMIN_FRAME.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: O.achievementDeleted })).toBeVisible();
  await expect(target).toHaveCount(0);
  expect((await achievements(request)).some((a) => a.title === title)).toBe(false);
});

test('more than nine achievements are shown nine to a page', async ({ page, request }) => {
  const token = await adminToken(request);
  const made: string[] = [];
  const missing = Math.max(0, 11 - (await achievements(request)).length);
  for (let i = 0; i < missing; i++) {
    const title = unique(`Paging milestone ${i}`);
    made.push(title);
    await makeAchievement(request, token, title);
  }
  const total = (await achievements(request)).length;
  await openAchievements(page, request);

  const pages = page.getByRole('navigation', { name: W.pages });
  await expect(pages).toContainText(ADMIN_FRAME.showing(1, 9, total));
  await expect(cards(page)).toHaveCount(9);
  await expectAccessible(page);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages).toContainText(ADMIN_FRAME.showing(10, Math.min(18, total), total));
  await expect(cards(page)).toHaveCount(Math.min(9, total - 9));
  await removeAchievements(request, token, made);
});

test('a record without a date says so; an empty list says there are none', async ({ page, request }) => {
  const list = await achievements(request);
  const undated = {
    ...(list[0] as Achievement),
    _id: '00000000-0000-4000-8000-0000000000a1',
    title: 'Undated',
    date: null,
  };
  let answer: Achievement[] = [undated];
  await page.route('**/api/achievements', (route) => route.fulfill({ json: answer }));
  await openAchievements(page, request);
  await expect(card(page, 'Undated')).toContainText(O.noDate);

  answer = [];
  await page.reload();
  await expect(page.getByText(O.noAchievements)).toBeVisible();
  await expect(page.getByRole('navigation', { name: W.pages })).toHaveCount(0);
});

test.describe('when the server refuses', () => {
  test.use({ expectedConsole: [/status of 500 .*\/api\/achievements(\/[^)]*)?\)$/] });

  test('a failed load, save or delete says so', async ({ page, request }) => {
    let failLoad = true;
    await page.route('**/api/achievements', (route) =>
      failLoad && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Down', code: 'INTERNAL' } })
        : route.fallback(),
    );
    await openAdmin(page, request);
    await openSection(page, 'Achievements');
    const error = page.getByRole('alert').filter({ hasText: W.loadFailed });
    await expect(error).toBeVisible();
    failLoad = false;
    await error.getByRole('button', { name: ADMIN_FRAME.tryAgain }).click();
    await expect(cards(page).first()).toBeVisible();

    await page.route('**/api/achievements**', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, json: { message: 'Down', code: 'INTERNAL' } }),
    );
    await page.getByRole('button', { name: W.addNew }).click();
    const adding = form(page, W.newTitle);
    await adding.getByLabel(W.title).fill('Will fail');
    await adding.getByLabel(W.description).fill('The server is down.');
    for (const key of figures) await adding.getByLabel(W[key]).fill('1');
    await adding.getByLabel(W.date).fill('2026-01-01');
    await adding.getByRole('button', { name: W.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: O.achievementSaveError })).toBeVisible();
    await expect(adding.getByLabel(W.title)).toHaveValue('Will fail');

    await cards(page)
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(page.getByRole('alert').filter({ hasText: O.achievementDeleteError })).toBeVisible();
  });
});

test('/AchievementForm needs sign-in, and with it shows the form', async ({ page, request }) => {
  await page.goto('/AchievementForm');
  await expect(page).toHaveURL(/\/login$/);

  await openAdmin(page, request);
  await page.goto('/AchievementForm');
  await expect(page).toHaveURL(/\/AchievementForm$/);
  const adding = form(page, W.newTitle);
  await expect(adding).toBeVisible();
  for (const key of figures) await expect(adding.getByLabel(W[key])).toHaveAttribute('min', '0');
  await expect(page.getByRole('heading', { level: 2, name: W.saved })).toBeVisible();
  await expectAccessible(page);
});
