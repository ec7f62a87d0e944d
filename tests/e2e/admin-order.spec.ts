/** Issue 13: services, products and team are put in order with up and down buttons, and the public site follows. */
import type { APIRequestContext } from '@playwright/test';
import { ORDER_WORDS } from '../../src/shared/admin-words/catalog';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

type Named = { _id: string; name: string; firstName: string; lastName: string };

const listOf = async (request: APIRequestContext, url: string): Promise<Named[]> => (await request.get(url)).json();

/** Puts a list back in the order it had, so that no other test sees this one's moves. */
async function restoreOrder(request: APIRequestContext, list: string, ids: string[]) {
  const answer = await adminRequest(request, await adminToken(request)).putJson(`/api/${list}/order`, { ids });
  expect(answer.ok()).toBe(true);
}

test('moving a service up with the keyboard changes the order here and on the public Services page', async ({
  page,
  request,
}) => {
  const before = await listOf(request, '/api/service');
  expect(before.length).toBeGreaterThan(2);
  try {
    await openAdmin(page, request);
    await openSection(page, 'Services');
    const last = before.at(-1) as Named;
    const up = page.getByRole('button', { name: ORDER_WORDS.moveUp(last.name) });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ORDER_WORDS.moved(last.name, before.length - 1, before.length))).toBeAttached();
    // The pressed button moved with its row and still has the focus: a second press moves it again.
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ORDER_WORDS.moved(last.name, before.length - 2, before.length))).toBeAttached();
    const rows = page.getByRole('row');
    await expect(rows.nth(before.length - 2)).toContainText(last.name);
    await expect(page.getByRole('button', { name: ORDER_WORDS.moveUp(before[0]?.name ?? '') })).toBeDisabled();
    await expectAccessible(page);

    const expected = [...before.slice(0, -3), last, ...before.slice(-3, -1)].map((s) => s.name);
    await expect.poll(async () => (await listOf(request, '/api/service')).map((s) => s.name)).toEqual(expected);
    await page.goto('/services');
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.filter((h) => expected.includes(h))).toEqual(expected);
  } finally {
    await restoreOrder(
      request,
      'service',
      before.map((s) => s._id),
    );
  }
});

test('moving a team member down puts them later on the About page', async ({ page, request }) => {
  const before = await listOf(request, '/api/team');
  expect(before.length).toBeGreaterThan(1);
  const first = before[0] as Named;
  const name = `${first.firstName} ${first.lastName}`;
  try {
    await openAdmin(page, request);
    await openSection(page, 'Team');
    await page.getByRole('button', { name: ORDER_WORDS.moveDown(name) }).click();
    await expect(page.getByText(ORDER_WORDS.moved(name, 2, before.length))).toBeAttached();
    await expect.poll(async () => (await listOf(request, '/api/team'))[1]?._id).toBe(first._id);
    await page.goto('/about');
    const html = await page.content();
    const second = before[1] as Named;
    expect(html.indexOf(`${second.firstName} ${second.lastName}`)).toBeLessThan(html.indexOf(name));
  } finally {
    await restoreOrder(
      request,
      'team',
      before.map((m) => m._id),
    );
  }
});

test.describe('when the server refuses', () => {
  test.use({ expectedConsole: [/status of 500 \(.*\) \(http:\/\/[^)]+\/api\/product\/order\)$/] });

  test('a product moved goes back to its place and says so', async ({ page, request }) => {
    const before = await listOf(request, '/api/product');
    await openAdmin(page, request);
    await openSection(page, 'Products');
    await page.route('**/api/product/order', (route) => route.fulfill({ status: 500, body: '{}' }));
    const second = before[1] as Named;
    await page.getByRole('button', { name: ORDER_WORDS.moveUp(second.name) }).click();
    await expect(page.getByText(ORDER_WORDS.failed)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(before[0]?.name ?? '');
    expect((await listOf(request, '/api/product')).map((p) => p._id)).toEqual(before.map((p) => p._id));
  });
});
