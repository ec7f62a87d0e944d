import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_FRAME, ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { GROWTH_STEP_WORDS as W } from '../../src/shared/admin-words/records';
import { GROWTH_STEP_CLOSE_MS } from '../../src/shared/limits';
import type { GrowthStep } from '../../src/shared/schemas/content';
import { stepLabel } from '../../src/shared/text';
import { DEFAULT_IMAGE } from '../../src/web/components/Img';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, pngFile, removeWhatTheseTestsAdd, textFile } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/growthsteps', (id) => `/api/growthsteps/${id}`);

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const card = (page: Page, title: string) => page.getByTestId('step-card').filter({ hasText: title });

async function openSteps(page: Page, request: APIRequestContext) {
  const token = await openAdmin(page, request);
  await openSection(page, 'Growth Steps');
  await expect(heading(page, W.heading)).toBeVisible();
  return token;
}

/** Makes a step through the API, with a real image unless told otherwise. */
async function makeStep(request: APIRequestContext, token: string, fields: { number: number; title: string }) {
  const response = await adminRequest(request, token).multipart('post', '/api/growthsteps', {
    number: String(fields.number),
    title: fields.title,
    description: `What happens in ${fields.title}.`,
    image: await pngFile('step.png', '#0ea5e9'),
  });
  expect(response.status(), 'step created').toBe(201);
  return (await response.json()) as GrowthStep;
}

async function steps(request: APIRequestContext) {
  return (await (await request.get('/api/growthsteps')).json()) as GrowthStep[];
}

async function removeSteps(request: APIRequestContext, token: string, titles: string[]) {
  for (const step of await steps(request)) {
    if (titles.includes(step.title)) await adminRequest(request, token).delete(`/api/growthsteps/${step._id}`);
  }
}

/** Pages forward until the card is on screen (the list is in number order, 9 per page). */
async function findCard(page: Page, title: string): Promise<Locator> {
  const found = card(page, title);
  const next = page.getByRole('navigation', { name: W.pages }).getByRole('button', { name: ADMIN_FRAME.next });
  while (!(await found.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
  await expect(found).toBeVisible();
  return found;
}

test('a new step: every message of the form, then saved, announced, and back to the list after 1.5 s', async ({
  page,
  request,
}) => {
  const token = await openSteps(page, request);
  const title = unique('Discovery workshop');
  await page.getByRole('button', { name: W.addNew }).click();
  await expect(heading(page, W.newTitle)).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: W.create });
  await submit.click();
  for (const message of [M.stepNumberRequired, M.stepTitleRequired, M.stepDescriptionRequired, M.stepImageRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(W.number)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(W.number)).toHaveAttribute('type', 'number');

  // A file that is not an image is refused with its own message.
  await page.getByLabel(W.image).setInputFiles(textFile);
  await expect(page.getByText(M.serviceImageInvalid)).toBeVisible();
  await expect(page.getByText(M.stepImageRequired)).toHaveCount(0);

  await page.getByLabel(W.image).setInputFiles(await pngFile('workshop.png'));
  await expect(page.getByText(M.serviceImageInvalid)).toHaveCount(0);
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);
  await page.getByLabel(W.number).fill('7');
  await page.getByLabel(W.title).fill(title);
  await page.getByLabel(W.description).fill('We map goals, users and risks in one focused day.');
  await expect(page.getByText(M.stepTitleRequired)).toHaveCount(0);

  // Hold the answer a moment, to see the button while the step is being saved.
  await page.route('**/api/growthsteps', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // What the page shows when the toast appears and when the list returns, noted by the page itself
  // (a busy test runner could look too late).
  await page.evaluate(
    ({ toast, list, create }) => {
      const seen: { toast?: number; list?: number; formAtToast?: string; submitDisabled?: boolean } = {};
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const h1 = document.querySelector('h1')?.textContent;
        if (seen.toast === undefined && document.body.textContent?.includes(toast)) {
          seen.toast = performance.now();
          seen.formAtToast = h1 ?? '';
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === create);
          seen.submitDisabled = button?.disabled ?? false;
        }
        if (seen.toast !== undefined && seen.list === undefined && h1 === list) seen.list = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { toast: O.stepCreated, list: W.heading, create: W.create },
  );
  await submit.click();
  await expect(page.getByRole('button', { name: W.processing })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: O.stepCreated })).toBeVisible();
  await expect(heading(page, W.heading)).toBeVisible({ timeout: GROWTH_STEP_CLOSE_MS + 3000 });
  const seen = await page.evaluate(
    () =>
      (window as unknown as { seen: { toast: number; list: number; formAtToast: string; submitDisabled: boolean } })
        .seen,
  );
  // The form stayed with its submit disabled, and closed by itself 1.5 s after the success.
  expect(seen).toMatchObject({ formAtToast: W.newTitle, submitDisabled: true });
  expect(seen.list - seen.toast).toBeGreaterThanOrEqual(GROWTH_STEP_CLOSE_MS - 100);

  const saved = await findCard(page, title);
  await expect(saved).toContainText(stepLabel(7));
  await expect(saved.locator('img')).toHaveAttribute('src', /\/uploads\//);
  const stored = (await steps(request)).find((s) => s.title === title);
  expect(stored?.number).toBe(7);
  await removeSteps(request, token, [title]);
});

test('editing a step keeps its image, checks the fields again and saves the change', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = unique('Prototype');
  const step = await makeStep(request, token, { number: 8, title });
  await openSteps(page, request);

  await (await findCard(page, title)).getByRole('button', { name: W.edit(title) }).click();
  await expect(heading(page, W.editTitle)).toBeVisible();
  await expect(page.getByLabel(W.number)).toHaveValue('8');
  await expect(page.getByLabel(W.title)).toHaveValue(title);
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', step.imageUrl ?? '');
  await expectAccessible(page);

  await page.getByLabel(W.title).fill('');
  await page.getByLabel(W.number).fill('');
  await page.getByRole('button', { name: W.update }).click();
  await expect(page.getByText(M.stepTitleRequired)).toBeVisible();
  await expect(page.getByText(M.stepNumberRequired)).toBeVisible();
  // An image is needed only for a new step.
  await expect(page.getByText(M.stepImageRequired)).toHaveCount(0);

  const renamed = `${title} v2`;
  await page.getByLabel(W.title).fill(renamed);
  await page.getByLabel(W.number).fill('12');
  await page.getByRole('button', { name: W.update }).click();
  await expect(page.getByRole('status').filter({ hasText: O.stepUpdated })).toBeVisible();
  await expect(heading(page, W.heading)).toBeVisible({ timeout: GROWTH_STEP_CLOSE_MS + 3000 });
  await expect(await findCard(page, renamed)).toContainText('12');

  const stored = (await steps(request)).find((s) => s._id === step._id);
  expect(stored).toMatchObject({ title: renamed, number: 12, image: step.image });
  await removeSteps(request, token, [renamed]);
});

test('Back and Cancel leave the form without saving', async ({ page, request }) => {
  await openSteps(page, request);
  const before = (await steps(request)).length;
  await page.getByRole('button', { name: W.addNew }).click();
  await page.getByLabel(W.title).fill('Never saved');
  await page.getByRole('button', { name: W.back, exact: true }).click();
  await expect(heading(page, W.heading)).toBeVisible();
  await page.getByRole('button', { name: W.addNew }).click();
  await expect(page.getByLabel(W.title)).toHaveValue('');
  await page.getByRole('button', { name: ADMIN_FRAME.cancel }).click();
  await expect(heading(page, W.heading)).toBeVisible();
  expect((await steps(request)).length).toBe(before);
});

test('deleting a step asks first: Cancel keeps it, Delete removes it', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = unique('Retrospective');
  await makeStep(request, token, { number: 9, title });
  await openSteps(page, request);

  const target = await findCard(page, title);
  await target.getByRole('button', { name: W.delete(title) }).click();
  const dialog = page.getByRole('dialog', { name: W.deleteConfirm });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ADMIN_FRAME.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toBeVisible();

  await target.getByRole('button', { name: W.delete(title) }).click();
  await dialog.getByRole('button', { name: ADMIN_FRAME.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: W.deleted })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  expect((await steps(request)).some((s) => s.title === title)).toBe(false);
});

test('more than nine steps are shown nine to a page', async ({ page, request }) => {
  const token = await adminToken(request);
  const made: string[] = [];
  const missing = Math.max(0, 11 - (await steps(request)).length);
  for (let i = 0; i < missing; i++) {
    const title = unique(`Paging step ${i}`);
    made.push(title);
    await makeStep(request, token, { number: 60 + i, title });
  }
  const total = (await steps(request)).length;
  await openSteps(page, request);

  const pages = page.getByRole('navigation', { name: W.pages });
  await expect(pages).toContainText(ADMIN_FRAME.showing(1, 9, total));
  await expect(page.getByTestId('step-card')).toHaveCount(9);
  await expectAccessible(page);
  await pages.getByRole('button', { name: ADMIN_FRAME.next }).click();
  await expect(pages).toContainText(ADMIN_FRAME.showing(10, Math.min(18, total), total));
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: ADMIN_FRAME.previous }).click();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await removeSteps(request, token, made);
});

test.describe('images that cannot be shown', () => {
  test.use({ expectedConsole: [/status of 404 .*\/uploads\//] });
  test('a broken step image falls back to the default image, and numbers below 10 get a leading zero', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const title = unique('Broken picture');
    const step = await makeStep(request, token, { number: 6, title });
    const stem = (step.image ?? '').replace(/\.webp$/, '');
    await page.route(
      (url) => url.pathname.includes(stem),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await openSteps(page, request);
    const broken = await findCard(page, title);
    await expect(broken.locator('img')).toHaveAttribute('src', DEFAULT_IMAGE);
    await expect(broken).toContainText('06');
    await removeSteps(request, token, [title]);
  });
});

test.describe('when saving fails', () => {
  // One pattern: test.use reads a two-item array as [value, options].
  test.use({ expectedConsole: [/status of 500 .*\/api\/growthsteps\)$|net::ERR_FAILED/] });
  test("the toast gives the server's message, the fixed wording, or says the server is unreachable", async ({
    page,
    request,
  }) => {
    await openSteps(page, request);
    await page.getByRole('button', { name: W.addNew }).click();
    await page.getByLabel(W.image).setInputFiles(await pngFile());
    await page.getByLabel(W.number).fill('5');
    await page.getByLabel(W.title).fill('Will not be saved');
    await page.getByLabel(W.description).fill('The server is having a bad day.');
    const submit = page.getByRole('button', { name: W.create });

    const answers = [
      { fulfill: { status: 500, json: { message: 'The disk is full.', code: 'INTERNAL' } }, text: 'The disk is full.' },
      { fulfill: { status: 500, body: '' }, text: O.stepCreateError },
      { fulfill: null, text: O.stepConnectionError },
    ];
    for (const answer of answers) {
      await page.unroute('**/api/growthsteps');
      await page.route('**/api/growthsteps', (route) =>
        answer.fulfill ? route.fulfill(answer.fulfill) : route.abort('failed'),
      );
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: answer.text })).toBeVisible();
      // The form stays open with what was typed, ready to try again.
      await expect(page.getByLabel(W.title)).toHaveValue('Will not be saved');
      await expect(submit).toBeEnabled();
    }
  });
});

test('/StepForm needs sign-in, and with it shows the form and then the list', async ({ page, request }) => {
  await page.goto('/StepForm');
  await expect(page).toHaveURL(/\/login$/);

  await openAdmin(page, request);
  await page.goto('/StepForm');
  await expect(page).toHaveURL(/\/StepForm$/);
  await expect(heading(page, W.newTitle)).toBeVisible();
  await expect(page.getByLabel(W.number)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: W.back, exact: true }).click();
  await expect(heading(page, W.heading)).toBeVisible();
  await expect(page.getByTestId('step-card').first()).toBeVisible();
});
