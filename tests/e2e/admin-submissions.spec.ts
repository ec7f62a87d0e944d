import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_FRAME, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { SUBMISSION_WORDS as W } from '../../src/shared/admin-words/records';
import type { ContactSubmission } from '../../src/shared/schemas/contact';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** The submissions on screen: table rows on wide screens, cards on phones. */
const entries = (page: Page) => page.locator(`tbody tr, ul[aria-label="${W.table}"] > li`).filter({ visible: true });
const entry = (page: Page, name: string) => entries(page).filter({ hasText: name });

async function openSubmissions(page: Page, request: APIRequestContext) {
  const token = await openAdmin(page, request);
  await openSection(page, 'User Contacts');
  await expect(page.getByRole('heading', { level: 1, name: W.table })).toBeVisible();
  return token;
}

/** A made-up submission, for screens the real list is too short (or too well-behaved) to show. */
/** The list's call, whatever page or search it asks for (issue 29: the server pages it). */
const CONTACT_LIST = /\/api\/contact(\?|$)/;
/** The page a call asks for of `list`, as the server answers it: nine, and how many in all. */
const pageOf = (url: string, list: ContactSubmission[]) => {
  const page = Number(new URL(url).searchParams.get('page') ?? 1);
  return {
    json: list.slice((page - 1) * 9, page * 9),
    headers: { 'x-total-count': String(list.length), 'x-page': String(page) },
  };
};

const fake = (n: number, message = `Message number ${n}.`): ContactSubmission => {
  const at = new Date(Date.UTC(2026, 0, 31 - n)).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: at,
    updatedAt: at,
    firstName: 'Person',
    lastName: String(n),
    FirstName: 'Person',
    LastName: String(n),
    email: `person${n}@example.com`,
    number: `+1 555 01${String(n).padStart(2, '0')}`,
    message,
    read: true,
  };
};

test('the submissions show newest first with name, email, phone and message', async ({ page, request }) => {
  const token = await openSubmissions(page, request);
  const list = (await (await adminRequest(request, token).get('/api/contact')).json()) as ContactSubmission[];
  expect(list.length).toBeGreaterThan(0);
  const newest = list[0] as ContactSubmission;

  if (!isPhone(page)) {
    const table = page.getByRole('table', { name: W.table });
    await expect(table.getByRole('columnheader')).toHaveText([W.fullName, W.email, W.phone, W.message, W.actions]);
  }
  await expect(entries(page)).toHaveCount(Math.min(9, list.length));
  const first = entries(page).first();
  await expect(first).toContainText(`${newest.FirstName} ${newest.LastName}`);
  await expect(first.getByRole('link', { name: newest.email })).toHaveAttribute('href', `mailto:${newest.email}`);
  await expect(first).toContainText(newest.number);
  await expect(first).toContainText(newest.message.slice(0, 40));
  await expectAccessible(page);
});

test('deleting a submission asks first: Cancel keeps it, Delete removes it', async ({ page, request }) => {
  // The contact form allows a few messages per client; one is enough here.
  const lastName = `Tester${Date.now().toString(36)}`;
  const sent = await request.post('/api/contact', {
    data: { firstName: 'Delia', lastName, email: 'delia@example.com', number: '555 0100', message: 'Please call me.' },
  });
  expect(sent.status(), 'message sent').toBe(201);
  const token = await openSubmissions(page, request);

  const name = `Delia ${lastName}`;
  // The newest message comes first.
  await expect(entries(page).first()).toContainText(name);
  await entry(page, name)
    .getByRole('button', { name: W.delete(name) })
    .click();
  const dialog = page.getByRole('dialog', { name: O.submissionDeleteConfirm });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ADMIN_FRAME.cancel }).click();
  await expect(entry(page, name)).toBeVisible();

  await entry(page, name)
    .getByRole('button', { name: W.delete(name) })
    .click();
  await dialog.getByRole('button', { name: ADMIN_FRAME.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: W.deleted })).toBeVisible();
  await expect(entry(page, name)).toHaveCount(0);
  const list = (await (await adminRequest(request, token).get('/api/contact')).json()) as ContactSubmission[];
  expect(list.some((s) => s.lastName === lastName)).toBe(false);
});

test('more than nine submissions page nine at a time, and a long message folds and wraps', async ({
  page,
  request,
}) => {
  const long = `${'A very long message that goes on and on. '.repeat(12)}Unbroken:${'x'.repeat(120)}`;
  const list = Array.from({ length: 12 }, (_, i) => fake(i + 1, i === 0 ? long : undefined));
  await page.route(CONTACT_LIST, (route) => route.fulfill(pageOf(route.request().url(), list)));
  await openSubmissions(page, request);

  const pages = page.getByRole('navigation', { name: W.pages });
  await expect(pages).toContainText(ADMIN_FRAME.showing(1, 9, 12));
  await expect(entries(page)).toHaveCount(9);
  await expect(entries(page).first()).toContainText('Person 1');

  const more = entries(page).first().getByRole('button', { name: W.showMore });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(entries(page).first().getByRole('button', { name: W.showLess })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // However long its words, the message stays inside the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await pages.getByRole('button', { name: ADMIN_FRAME.next }).click();
  await expect(pages).toContainText(ADMIN_FRAME.showing(10, 12, 12));
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first()).toContainText('Person 10');
});

test('while loading, and with no submissions, the screen says so', async ({ page, request }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CONTACT_LIST, async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await openAdmin(page, request);
  await openSection(page, 'User Contacts');
  await expect(page.getByRole('status').filter({ hasText: W.loading })).toBeVisible();
  release();
  await expect(page.getByText(W.empty, { exact: true })).toBeVisible();
  await expect(page.getByText(W.emptyText)).toBeVisible();
  await expect(page.getByRole('navigation', { name: W.pages })).toHaveCount(0);
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: [/status of 500 .*\/api\/contact(\/[^)]*|\?[^)]*)?\)$/] });

  test('a failed load asks to refresh the page', async ({ page, request }) => {
    await page.route(CONTACT_LIST, (route) => route.fulfill({ status: 500, json: { message: 'x', code: 'INTERNAL' } }));
    await openAdmin(page, request);
    await openSection(page, 'User Contacts');
    const error = page.getByRole('alert').filter({ hasText: W.loadFailed });
    await expect(error).toBeVisible();
    await expect(error).toContainText(W.loadFailedText);
  });

  test('a failed delete says so and keeps the submission', async ({ page, request }) => {
    await page.route(CONTACT_LIST, (route) => route.fulfill(pageOf(route.request().url(), [fake(1), fake(2)])));
    await page.route('**/api/contact/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'x', code: 'INTERNAL' } }),
    );
    await openSubmissions(page, request);
    await entry(page, 'Person 2')
      .getByRole('button', { name: W.delete('Person 2') })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(page.getByRole('alert').filter({ hasText: O.submissionDeleteFailed })).toBeVisible();
    await expect(entry(page, 'Person 2')).toBeVisible();
  });
});

test('the search box finds messages on the server once typing pauses, and emptying it shows all again', async ({
  page,
  request,
}) => {
  const token = await openSubmissions(page, request);
  const list = (await (await adminRequest(request, token).get('/api/contact')).json()) as ContactSubmission[];
  const total = Number(
    (await adminRequest(request, token).get('/api/contact?page=1')).headers()['x-total-count'] ?? list.length,
  );
  const wanted = list[0] as ContactSubmission;
  const others = list.filter((s) => s.email !== wanted.email);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (CONTACT_LIST.test(r.url())) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  const searched = page.waitForRequest(
    (r) => CONTACT_LIST.test(r.url()) && new URL(r.url()).searchParams.get('q') === wanted.email,
  );
  await page.getByRole('searchbox', { name: W.search }).pressSequentially(wanted.email);
  await searched;
  await expect(entries(page).first()).toContainText(wanted.email);
  for (const other of others.slice(0, 3)) await expect(entry(page, other.email)).toHaveCount(0);
  // A call once typing pauses, not one per key typed (a slow machine may pause now and then mid-word): the last one
  // asks for the whole address.
  const typedCalls = asked.filter((q) => q !== '');
  expect(typedCalls.at(-1)).toBe(wanted.email);
  expect(typedCalls.length).toBeLessThan(wanted.email.length / 2);
  await page.getByRole('searchbox', { name: W.search }).fill('');
  await expect(entries(page)).toHaveCount(Math.min(9, total));
});
