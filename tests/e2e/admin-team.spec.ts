import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { TEAM_WORDS as W } from '../../src/shared/admin-words/catalog';
import { ADMIN_PAGE_SIZE } from '../../src/shared/limits';
import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import type { TeamMember } from '../../src/shared/schemas/content';
import { DEFAULT_IMAGE } from '../../src/web/components/Img';
import { expectAccessible } from './a11y';
import {
  adminRequest,
  adminToken,
  madeRecords,
  openAdmin,
  openAfterFailedLoad,
  openSection,
  pageTo,
  pngFile,
  removeWhatTheseTestsAdd,
  textFile,
  toast,
} from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/team', (id) => `/api/team/${id}`);

// A broken image is made on purpose (404); the failure test answers the team calls with 500 or drops
// them; the browser logs each of those, and only those. (One pattern: test.use reads a two-item array
// as a value and its options.)
test.use({
  expectedConsole: [
    /(status of 404 \(.*\) \(http:\/\/[^)]+\/uploads\/[^)]+|status of 500 \(.*\) \(http:\/\/[^)]+\/api\/team(\/[0-9a-f-]+)?|net::ERR_FAILED \(http:\/\/[^)]+\/api\/team\/[0-9a-f-]+)\)$/,
  ],
});

const stamp = Date.now().toString(36);
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const pages = (page: Page) => page.getByRole('navigation', { name: W.pagination });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function allMembers(request: APIRequestContext) {
  return (await (await request.get('/api/team')).json()) as TeamMember[];
}

/** Members made for a test, deleted again after it. */
const made = madeRecords<TeamMember>('/api/team');

async function makeMember(request: APIRequestContext, token: string, firstName: string, lastName = stamp) {
  return made.make(request, token, {
    firstName,
    lastName,
    role: 'Test Engineer',
    description: 'Made by the team test.',
    email: `${firstName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    image: await pngFile('face.png', '#0ea5e9', 64, 64),
  });
}

/** Fills every required field of the member form. */
async function fillMember(page: Page, first: string, last: string) {
  await page.getByLabel(W.firstName).fill(first);
  await page.getByLabel(W.lastName).fill(last);
  await page.getByLabel(W.role).fill('Designer');
  await page.getByLabel(W.description).fill('Joined through the admin form.');
  await page.getByLabel(W.email, { exact: true }).fill('new.member@example.com');
}

test('the grid shows nine members a page; missing and broken photos show the default image', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const existing = (await allMembers(request)).length;
  for (let i = 0; i < Math.max(1, ADMIN_PAGE_SIZE + 1 - existing); i++) await makeMember(request, token, `Paged${i}`);
  const broken = await makeMember(request, token, 'Broken');
  const bare = await makeMember(request, token, 'Bare');
  const stem = (broken.image ?? '').replace(/\.\w+$/, '');
  await page.route(`**/uploads/${stem}*`, (route) => route.fulfill({ status: 404, body: '' }));
  // A member with no photo at all.
  const { firstName, lastName, role, description, email } = bare;
  await adminRequest(request, token).multipart('put', `/api/team/${bare._id}`, {
    ...{ firstName, lastName, role, description, email },
    removeImage: 'true',
  });
  const total = (await allMembers(request)).length;

  await openAdmin(page, request);
  await openSection(page, 'Team');
  await expect(heading(page, W.heading)).toBeVisible();
  await expect(pages(page)).toContainText(`Showing 1-${ADMIN_PAGE_SIZE} of ${total}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(ADMIN_PAGE_SIZE);
  const first = (await allMembers(request))[0] as TeamMember;
  const firstCard = card(page, `${first.firstName} ${first.lastName}`);
  await expect(firstCard).toContainText(first.role);
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', `mailto:${first.email}`);
  await expectAccessible(page);

  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(pages(page)).toContainText(`Showing 10-${Math.min(18, total)} of ${total}`);
  await pageTo(page, W.pagination, card(page, `Broken ${stamp}`));
  await expect(card(page, `Broken ${stamp}`).locator('img')).toHaveAttribute('src', DEFAULT_IMAGE);
  await pageTo(page, W.pagination, card(page, `Bare ${stamp}`));
  await expect(card(page, `Bare ${stamp}`).locator('img')).toHaveAttribute('src', DEFAULT_IMAGE);
});

test('adding shows each field message; a member is added, edited and deleted', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Team');
  await page.getByRole('button', { name: W.add }).click();
  await expect(heading(page, W.addTitle)).toBeVisible();
  await expect(page.getByLabel(W.gender)).toHaveValue('Male');

  await page.getByRole('button', { name: W.create }).click();
  for (const message of [
    M.teamFirstNameRequired,
    M.teamLastNameRequired,
    M.teamRoleRequired,
    M.teamDescriptionRequired,
    M.teamEmailRequired,
    M.teamImageRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByLabel(W.email, { exact: true }).fill('not-an-address');
  await page.getByLabel(W.linkedin).fill('linkedin');
  await page.getByRole('button', { name: W.create }).click();
  await expect(page.getByText(M.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(M.linkInvalid, { exact: true })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(textFile);
  await expect(page.getByText(M.serviceImageInvalid, { exact: true })).toBeVisible();

  const first = `Newcomer${stamp}`;
  await fillMember(page, first, 'Added');
  await page.getByLabel(W.gender).selectOption('Female');
  await page.getByLabel(W.linkedin).fill('https://www.linkedin.com/in/newcomer');
  await page.locator('input[type=file]').setInputFiles(await pngFile('face.png'));
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, O.teamAdded)).toBeVisible();
  await expect(heading(page, W.heading)).toBeVisible();
  const added = (await allMembers(request)).find((m) => m.firstName === first);
  expect(added).toMatchObject({ gender: 'Female', linkedin: 'https://www.linkedin.com/in/newcomer', dribbble: null });
  made.track(added?._id);

  const name = `${first} Added`;
  await pageTo(page, W.pagination, card(page, name));
  await card(page, name)
    .getByRole('button', { name: W.edit(name) })
    .click();
  await expect(heading(page, W.editTitle)).toBeVisible();
  await expect(page.getByLabel(W.firstName)).toHaveValue(first);
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', added?.imageUrl ?? '');
  await page.getByLabel(W.role).fill('Lead Designer');
  await page.getByRole('button', { name: W.update }).click();
  await expect(toast(page, O.teamUpdated)).toBeVisible();
  await expect(heading(page, W.heading)).toBeVisible();
  await pageTo(page, W.pagination, card(page, name));
  await expect(card(page, name)).toContainText('Lead Designer');

  // Back leaves the form without saving.
  await card(page, name)
    .getByRole('button', { name: W.edit(name) })
    .click();
  await page.getByRole('button', { name: W.back }).click();
  await expect(heading(page, W.heading)).toBeVisible();

  await pageTo(page, W.pagination, card(page, name));
  await card(page, name)
    .getByRole('button', { name: W.remove(name) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(O.teamDeleteConfirm);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, name)).toHaveCount(0);
  expect((await allMembers(request)).some((m) => m._id === added?._id)).toBe(false);
});

test("failed saves and deletes say why in the spec's words", async ({ page, request }) => {
  const member = await makeMember(request, await adminToken(request), 'Sticky');
  const name = `Sticky ${stamp}`;
  await openAfterFailedLoad(page, request, 'Team', '/api/team', PUBLIC_MESSAGES.teamErrorTitle);
  await pageTo(page, W.pagination, card(page, name));

  let answer: 'drop' | 'message' | 'bare' = 'drop';
  await page.route(`**/api/team/${member._id}`, (route) => {
    if (route.request().method() === 'PUT' && answer === 'drop') {
      // A moment's delay, so the busy button can be seen.
      return new Promise((resolve) => setTimeout(resolve, 500)).then(() => route.abort('failed'));
    }
    const body = answer === 'message' ? { message: 'Storage is full', code: 'INTERNAL' } : {};
    return route.fulfill({ status: 500, json: body });
  });
  await card(page, name)
    .getByRole('button', { name: W.edit(name) })
    .click();
  const update = page.getByRole('button', { name: W.update });
  await update.click();
  await expect(page.getByRole('button', { name: W.processing })).toBeDisabled();
  await expect(toast(page, O.teamNetworkError)).toBeVisible();
  await expect(update).toBeEnabled();
  answer = 'message';
  await update.click();
  await expect(toast(page, O.teamServerError('Storage is full'))).toBeVisible();
  answer = 'bare';
  await update.click();
  await expect(toast(page, O.teamServerError(undefined))).toBeVisible();
  await expect(heading(page, W.editTitle)).toBeVisible();

  await page.getByRole('button', { name: W.back }).click();
  await pageTo(page, W.pagination, card(page, name));
  await card(page, name)
    .getByRole('button', { name: W.remove(name) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, O.teamDeleteFailed)).toBeVisible();
  await expect(card(page, name)).toBeVisible();
});

test('a member deleted in the admin leaves the public About page', async ({ page, request }) => {
  await makeMember(request, await adminToken(request), 'Leaving');
  const name = `Leaving ${stamp}`;
  await page.goto('/about');
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  await openAdmin(page, request);
  await openSection(page, 'Team');
  await pageTo(page, W.pagination, card(page, name));
  await card(page, name)
    .getByRole('button', { name: W.remove(name) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, W.deleted)).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
});
