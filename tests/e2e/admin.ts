/** Helpers of the back-office browser tests: a signed-in page, the sections, records made through the API. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';
import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { expect, test } from './fixtures';

/** A fresh token for the test administrator (a password reset in another spec ends older ones). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.status(), 'admin sign-in').toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the page in by putting a token where the sign-in screen puts it, then opens /admin. */
export async function openAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await page.addInitScript((value) => {
    // Only the page itself: an embedded frame (the contact page's map) may not read storage and would throw.
    if (window.top !== window) return;
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', value);
  }, token);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  return token;
}

/** Opens a section from the sidebar, through the menu button on small screens. */
export async function openSection(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: label, exact: true })
    .click();
}

/** A real PNG of the given size and colour, for uploads. */
export async function pngFile(name = 'picture.png', colour = '#4f46e5', width = 64, height = 48) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A file that is not an image at all, named and typed as text. */
export const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };

/** A fixture from tests/fixtures/images. */
export const fixtureImage = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'images', name);
export const readFixture = (name: string) => readFileSync(fixtureImage(name));

type MultipartForm = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** Calls the admin API as the test administrator (to set up records quickly). */
export function adminRequest(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    postJson: (url: string, data: unknown) => request.post(url, { headers, data }),
    putJson: (url: string, data: unknown) => request.put(url, { headers, data }),
    multipart: (method: 'post' | 'put' | 'patch', url: string, form: MultipartForm) =>
      request[method](url, { headers, multipart: form }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/**
 * Deletes, after the file's tests, every record of the admin list at `list` that was not there before them,
 * so the public pages tested later see the demo content again whatever a test left behind.
 */
export function removeWhatTheseTestsAdd(list: string, item: (id: string) => string) {
  let before = new Set<string>();
  // The newest 100 of a paged list (issue 29): what these tests add is among them.
  const url = `${list}${list.includes('?') ? '&' : '?'}limit=100`;
  const ids = async (request: APIRequestContext) => {
    const response = await adminRequest(request, await adminToken(request)).get(url);
    expect(response.ok(), `GET ${list}`).toBe(true);
    return ((await response.json()) as { _id: string }[]).map((record) => record._id);
  };
  test.beforeAll(async ({ request }) => {
    before = new Set(await ids(request));
  });
  test.afterAll(async ({ request }) => {
    const admin = adminRequest(request, await adminToken(request));
    for (const id of await ids(request)) {
      if (!before.has(id)) expect((await admin.delete(item(id))).ok(), `DELETE ${item(id)}`).toBe(true);
    }
  });
}

/**
 * Records of one kind that a spec makes, through the API (`make`, a multipart POST to `url`) or through
 * the page (`track` its id): each is deleted again after the test that made it.
 */
export function madeRecords<T extends { _id: string }>(url: string) {
  let made: string[] = [];
  test.afterEach(async ({ request }) => {
    const admin = adminRequest(request, await adminToken(request));
    for (const id of made) await admin.delete(`${url}/${id}`);
    made = [];
  });
  return {
    async make(request: APIRequestContext, token: string, form: MultipartForm): Promise<T> {
      const response = await adminRequest(request, token).multipart('post', url, form);
      expect(response.status(), `POST ${url}`).toBe(201);
      const record = (await response.json()) as T;
      made.push(record._id);
      return record;
    },
    track: (id: string | undefined) => {
      if (id) made.push(id);
    },
  };
}

/** The toast with the given words. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Pages forward through the list's pagination (named `label`) until `target` shows; new records come last. */
export async function pageTo(page: Page, label: string, target: Locator) {
  const pages = page.getByRole('navigation', { name: label });
  await expect(pages).toBeVisible();
  // A list opens on the page it was left on: start from the first.
  const first = pages.getByRole('button', { name: ADMIN_FRAME.page(1), exact: true });
  if (!(await target.isVisible()) && (await first.getAttribute('aria-current')) !== 'page') await first.click();
  for (let i = 0; i < 20 && !(await target.isVisible()); i++) {
    const next = pages.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(target).toBeVisible();
}

/**
 * Opens a section whose list call (GET `url`) fails with a 500: the page says so with `message`, then
 * Try Again loads the list for real.
 */
export async function openAfterFailedLoad(
  page: Page,
  request: APIRequestContext,
  section: string,
  url: string,
  message: string,
) {
  await page.route(`**${url}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { message: 'Down', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await openAdmin(page, request);
  await openSection(page, section);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(message);
  await page.unroute(`**${url}`);
  await alert.getByRole('button', { name: 'Try Again' }).click();
}
