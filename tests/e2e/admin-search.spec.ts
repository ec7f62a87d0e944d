/** The top bar's search (issue 13): '/' focuses it, a word of a post's text finds it, the result opens its form. */
import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { BLOG_WORDS } from '../../src/shared/admin-words/blogs';
import { SERVICE_WORDS, TEAM_WORDS } from '../../src/shared/admin-words/catalog';
import { HISTORY_TYPE_NAMES } from '../../src/shared/admin-words/history';
import type { Service, TeamMember } from '../../src/shared/schemas/content';
import { expectAccessible } from './a11y';
import { adminRequest, madeRecords, openAdmin, openSection, pngFile, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);
const members = madeRecords<TeamMember>('/api/team');
const services = madeRecords<Service>('/api/service');

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
  expect(new URL(page.url()).searchParams.get('edit')).toBeNull();
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
  expect(new URL(page.url()).searchParams.get('edit')).toBeNull();
});
