/** The top bar's search (issue 13): '/' focuses it, a word of a post's text finds it, the result opens its form. */
import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { BLOG_WORDS } from '../../src/shared/admin-words/blogs';
import { SERVICE_WORDS, TEAM_WORDS } from '../../src/shared/admin-words/catalog';
import { HISTORY_TYPE_NAMES } from '../../src/shared/admin-words/history';
import { ACHIEVEMENT_WORDS, GROWTH_STEP_WORDS } from '../../src/shared/admin-words/records';
import type { Achievement, GrowthStep, Service, TeamMember } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, madeRecords, openAdmin, openSection, pngFile, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);
const members = madeRecords<TeamMember>('/api/team');
const services = madeRecords<Service>('/api/service');
const achievements = madeRecords<Achievement>('/api/achievements');
const steps = madeRecords<GrowthStep>('/api/growthsteps');

test('a word deep in a post finds it, grouped by kind, and the result opens the post in its form', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const word = `quillfeather${Date.now().toString(36)}`;
  const title = `Notes from the field ${word.slice(-4)}`;
  const created = await adminRequest(request, token).multipart('post', '/api/blog', {
    title,
    category: 'Business',
    content: `<p>${'An ordinary opening paragraph about the work. '.repeat(6)}</p><p>Then the ${word} release shipped.</p>`,
  });
  expect(created.status()).toBe(201);

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: ADMIN_FRAME.search });
  await expect(box).toBeFocused();
  await box.fill(word.toUpperCase());
  const results = page.getByRole('region', { name: ADMIN_FRAME.searchResults });
  const posts = results.getByRole('list', { name: HISTORY_TYPE_NAMES.blog });
  await expect(posts.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(posts).toContainText(`${word} release shipped`);
  await expectAccessible(page);
  // From the box to the first result with the arrow key, then open it.
  await box.press('ArrowDown');
  await expect(posts.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: BLOG_WORDS.editTitle })).toBeVisible();
  await expect(page.getByLabel(BLOG_WORDS.title, { exact: true })).toHaveValue(title);

  // Nothing found says so.
  await box.fill('zzzz-nothing-here');
  await expect(results).toContainText(ADMIN_FRAME.searchNone('zzzz-nothing-here'));
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
});

test('the blog list filters by status and category and turns its order', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const stamp = Date.now().toString(36);
  const make = async (title: string, category: string, status: string) =>
    expect(
      (await admin.multipart('post', '/api/blog', { title, category, status, content: '<p>x</p>' })).status(),
    ).toBe(201);
  await make(`Filter draft food ${stamp}`, 'Food', 'draft');
  await make(`Filter live food ${stamp}`, 'Food', 'published');
  await make(`Filter draft travel ${stamp}`, 'Travel', 'draft');
  await openSection(page, 'Blogs');
  const titles = page.getByTestId('blog-card').getByRole('heading');
  await expect(titles.first()).toHaveText(`Filter draft travel ${stamp}`);

  await page.getByLabel(BLOG_WORDS.filterCategory).selectOption('Food');
  await page.getByLabel(BLOG_WORDS.filterStatus).selectOption('draft');
  await expect(titles.filter({ hasText: stamp })).toHaveText([`Filter draft food ${stamp}`]);
  await page.getByLabel(BLOG_WORDS.filterStatus).selectOption('published');
  await expect(titles.filter({ hasText: stamp })).toHaveText([`Filter live food ${stamp}`]);
  await page.getByLabel(BLOG_WORDS.filterStatus).selectOption('scheduled');
  await expect(page.getByText(BLOG_WORDS.noMatch)).toBeVisible();
  await page.getByRole('button', { name: BLOG_WORDS.showAll }).click();
  await expect(titles.first()).toHaveText(`Filter draft travel ${stamp}`);
  await page.getByLabel(BLOG_WORDS.order).selectOption('oldest');
  await expect(titles.first()).not.toHaveText(new RegExp(stamp));
  await expectAccessible(page);
});

test("a team member found by a word of their description opens in that member's form, not the Team list", async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const word = `lanternfish${Date.now().toString(36)}`;
  const member = await members.make(request, token, {
    firstName: 'Imogen',
    lastName: `Searched ${word.slice(-4)}`,
    role: 'Delivery Lead',
    description: `Leads the ${word} programme.`,
    email: 'imogen.searched@example.com',
    image: await pngFile('face.png', '#0ea5e9', 64, 64),
  });

  const box = page.getByRole('searchbox', { name: ADMIN_FRAME.search });
  await box.fill(word);
  const team = page
    .getByRole('region', { name: ADMIN_FRAME.searchResults })
    .getByRole('list', { name: HISTORY_TYPE_NAMES.team });
  const result = team.getByRole('button', { name: new RegExp(`Imogen ${member.lastName}`) });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page.getByRole('heading', { level: 1, name: TEAM_WORDS.editTitle, exact: true })).toBeVisible();
  await expect(page.getByLabel(TEAM_WORDS.firstName)).toHaveValue('Imogen');
  await expect(page.getByLabel(TEAM_WORDS.lastName)).toHaveValue(member.lastName);
  await expect(page.getByLabel(TEAM_WORDS.description)).toHaveValue(`Leads the ${word} programme.`);
  // The address no longer asks for the form: a reload shows the Team list, as after any edit.
  await expect(page).not.toHaveURL(/[?&]edit=/);
  await expectAccessible(page);

  // A member deleted since the result was shown: the Team list, no empty form.
  expect((await adminRequest(request, token).delete(`/api/team/${member._id}`)).ok()).toBe(true);
  await page.goto(`/admin?section=team&edit=${member._id}`);
  await expect(page.getByRole('heading', { level: 1, name: TEAM_WORDS.heading, exact: true })).toBeVisible();
  await expect(page.getByLabel(TEAM_WORDS.firstName)).toHaveCount(0);
});

test("a service found by a word of its description opens in that service's form", async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const word = `kelpforest${Date.now().toString(36)}`;
  const service = await services.make(request, token, {
    name: `Searched service ${word.slice(-4)}`,
    description: `We run the ${word} platform.`,
    image: await pngFile('service.png', '#22c55e', 64, 64),
  });
  await page.getByRole('searchbox', { name: ADMIN_FRAME.search }).fill(word);
  const found = page
    .getByRole('region', { name: ADMIN_FRAME.searchResults })
    .getByRole('list', { name: HISTORY_TYPE_NAMES.service });
  await found.getByRole('button', { name: new RegExp(service.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SERVICE_WORDS.editTitle, exact: true })).toBeVisible();
  await expect(page.getByLabel(SERVICE_WORDS.name)).toHaveValue(service.name);
  await expect(page.getByLabel(SERVICE_WORDS.description)).toHaveValue(`We run the ${word} platform.`);
  await expect(page).not.toHaveURL(/[?&]edit=/);
});

test('an achievement and a growth step found by a word open in their own forms, not only their sections', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const word = `sandpiper${Date.now().toString(36)}`;
  const madeAchievement = await adminRequest(request, token).postJson('/api/achievements', {
    title: `Searched milestone ${word.slice(-4)}`,
    description: `The ${word} milestone.`,
    statistics: { projectsCompleted: 3, yearOnYearGrowth: 4, funded: 5, downloads: 6 },
    date: '2024-06-30',
  });
  expect(madeAchievement.status()).toBe(201);
  const achievement = (await madeAchievement.json()) as Achievement;
  achievements.track(achievement._id);
  const step = await steps.make(request, token, {
    number: String(900 + Math.floor(Math.random() * 99)),
    title: `Searched step ${word.slice(-4)}`,
    description: `The ${word} step.`,
    image: await pngFile('step.png', '#0ea5e9', 64, 64),
  });

  const box = page.getByRole('searchbox', { name: ADMIN_FRAME.search });
  const results = page.getByRole('region', { name: ADMIN_FRAME.searchResults });
  await box.fill(word);
  await results
    .getByRole('list', { name: HISTORY_TYPE_NAMES.achievements })
    .getByRole('button', { name: new RegExp(achievement.title) })
    .click();
  const editing = page.getByRole('form', { name: ACHIEVEMENT_WORDS.editTitle });
  await expect(editing).toBeVisible();
  await expect(editing.getByLabel(ACHIEVEMENT_WORDS.title, { exact: true })).toHaveValue(achievement.title);
  await expect(page).not.toHaveURL(/[?&]edit=/);

  await box.fill(word);
  await results
    .getByRole('list', { name: HISTORY_TYPE_NAMES.growthsteps })
    .getByRole('button', { name: new RegExp(step.title) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: GROWTH_STEP_WORDS.editTitle, exact: true })).toBeVisible();
  await expect(page.getByLabel(GROWTH_STEP_WORDS.title, { exact: true })).toHaveValue(step.title);
  await expect(page).not.toHaveURL(/[?&]edit=/);
});
