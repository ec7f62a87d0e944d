/**
 * The document editors: Company Values and the three legal pages. Each test changes a document through
 * the admin screen, checks the public page, and the documents are put back afterwards so the other spec
 * files see the demo content.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_MESSAGES, ADMIN_MESSAGES as M } from '../../src/shared/admin-messages';
import {
  COMPANY_VALUES_WORDS as C,
  DOCUMENT_WORDS as D,
  PRIVACY_WORDS as P,
  REFUND_WORDS as R,
  SECTION_WORDS as S,
  TERMS_WORDS as T,
} from '../../src/shared/admin-words/documents';
import type { CompanyValues } from '../../src/shared/schemas/content';
import type { PrivacyPolicy, RefundPolicy, Terms } from '../../src/shared/schemas/legal';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, toast } from './admin';
import { expect, test } from './fixtures';

const API = {
  values: '/api/company-values',
  terms: '/api/terms',
  refund: '/api/refund',
  privacy: '/api/privacypolicy',
} as const;

/** What each document's PUT takes back, from what its GET answered. */
const asInput = {
  // Without its version: the restore puts the original back over whatever the test saved since.
  values: ({ headline, sections }: CompanyValues) => ({ headline, sections }),
  terms: ([doc]: Terms[]) => doc && { title: doc.title, intro: doc.intro, sections: doc.sections },
  refund: ([doc]: RefundPolicy[]) => doc && { title: doc.title, description: doc.description, items: doc.items },
  privacy: (body: PrivacyPolicy) => ({ sections: body.sections }),
};

interface Documents {
  values: CompanyValues;
  terms: Terms[];
  refund: RefundPolicy[];
  privacy: PrivacyPolicy;
}
let originals: Documents;
const get = async <T>(request: APIRequestContext, path: string) => (await (await request.get(path)).json()) as T;

test.beforeEach(async ({ request }) => {
  originals = {
    values: await get<CompanyValues>(request, API.values),
    terms: await get<Terms[]>(request, API.terms),
    refund: await get<RefundPolicy[]>(request, API.refund),
    privacy: await get<PrivacyPolicy>(request, API.privacy),
  };
});

test.afterEach(async ({ request }) => {
  const api = adminRequest(request, await adminToken(request));
  const o = originals;
  for (const [key, body] of [
    ['values', asInput.values(o.values)],
    ['terms', asInput.terms(o.terms)],
    ['refund', asInput.refund(o.refund)],
    ['privacy', asInput.privacy(o.privacy)],
  ] as const) {
    if (body) expect((await api.putJson(API[key], body)).status(), `restore ${key}`).toBe(200);
  }
});

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Removes a row through its button and the confirm dialog, which asks the given question. */
async function removeRow(page: Page, rowName: string, question: string, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: D.remove(rowName), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: D.removeConfirmLabel }).click();
  await expect(dialog).toBeHidden();
}

async function save(page: Page, message: string) {
  await page.getByRole('button', { name: D.save }).click();
  await expect(toast(page, message)).toBeVisible();
}

/** Section titles as a legal page numbers them ('1. Title'). */
const numbered = (titles: string[]) => titles.map((title, i) => `${i + 1}. ${title}`);

test('Company Values: edit the headline and values, add, reorder, remove, save, and the About page follows', async ({
  page,
  request,
}) => {
  const before = originals.values;
  expect(before.sections.length).toBeGreaterThan(2);
  await openAdmin(page, request);
  await openSection(page, 'Company Values');
  await expect(page.getByRole('heading', { level: 1, name: C.heading })).toBeVisible();
  await expect(field(page, C.headline)).toHaveValue(before.headline);
  await expect(field(page, C.headline)).toHaveAccessibleDescription(C.headlineHint);
  await expect(field(group(page, C.value(2)), C.valueTitle)).toHaveValue(before.sections[1]?.title ?? '');
  await expectAccessible(page);

  const s = stamp();
  await field(page, C.headline).fill(`Values ${s}`);
  await field(group(page, C.value(2)), C.valueTitle).fill(`Edited ${s}`);
  await page.getByRole('button', { name: C.addValue }).click();
  const added = group(page, C.value(before.sections.length + 1));
  await expect(field(added, C.valueTitle)).toBeFocused();
  await field(added, C.valueTitle).fill(`New ${s}`);
  await field(added, C.valueDescription).fill(`New value ${s} described.`);
  // Up one place: the focus stays on the moved card's button, ready to move it again.
  const last = C.value(before.sections.length + 1);
  await page.getByRole('button', { name: D.moveUp(last) }).click();
  await expect(page.getByRole('button', { name: D.moveUp(C.value(before.sections.length)) })).toBeFocused();
  await expect(field(group(page, C.value(before.sections.length)), C.valueTitle)).toHaveValue(`New ${s}`);
  await removeRow(page, C.value(1), C.removeConfirm(1));
  await save(page, C.saved);

  const expected = [...before.sections.slice(1, -1).map((v) => v.title), `New ${s}`, before.sections.at(-1)?.title];
  expected[0] = `Edited ${s}`;
  await page.goto('/about');
  // The block is the region its headline names.
  const block = page.getByRole('region', { name: `Values ${s}` });
  await expect(block.locator('h3')).toHaveText(expected as string[]);
  await expect(block).toContainText(`New value ${s} described.`);
});

/** Terms and Privacy share one sections editor; each is tried through its own screen and page. */
const SECTION_EDITORS = [
  {
    label: 'Terms of Service',
    words: T,
    path: '/terms-of-service',
    sections: () => originals.terms[0]?.sections ?? [],
  },
  {
    label: 'Privacy Policy',
    words: P,
    path: '/privacy-policy',
    sections: () => originals.privacy.sections,
  },
] as const;

for (const editor of SECTION_EDITORS) {
  test(`${editor.label}: edit, add, reorder and remove sections, save, and ${editor.path} follows`, async ({
    page,
    request,
  }) => {
    const before = editor.sections();
    expect(before.length).toBeGreaterThan(2);
    await openAdmin(page, request);
    await openSection(page, editor.label);
    await expect(page.getByRole('heading', { level: 1, name: editor.words.heading })).toBeVisible();
    const second = group(page, S.section(2));
    await expect(field(second, S.title)).toHaveValue(before[1]?.title ?? '');
    await expect(field(second, S.content)).toHaveValue(before[1]?.content ?? '');
    await expect(field(second, S.content)).toHaveAccessibleDescription(D.paragraphsHint);
    await expectAccessible(page);

    const s = stamp();
    if (editor.words === T) {
      await expect(field(group(page, T.top), T.title)).toHaveValue(originals.terms[0]?.title ?? '');
      await field(group(page, T.top), T.title).fill(`Terms ${s}`);
    }
    await field(second, S.title).fill(`Edited ${s}`);
    await field(second, S.content).fill(`First paragraph ${s}.\n\nSecond paragraph,\njoined line.`);
    await page.getByRole('button', { name: S.addSection }).click();
    const added = group(page, S.section(before.length + 1));
    await expect(field(added, S.title)).toBeFocused();
    await field(added, S.title).fill(`New ${s}`);
    await field(added, S.content).fill(`New section ${s}.`);
    await page.getByRole('button', { name: D.moveUp(S.section(before.length + 1)) }).click();
    await expect(page.getByRole('button', { name: D.moveUp(S.section(before.length)) })).toBeFocused();
    await removeRow(page, S.section(1), S.removeConfirm(1));
    await expect(page.getByRole('group', { name: /^Section \d+$/ })).toHaveCount(before.length);
    await save(page, editor.words.saved);
    // Saved means clean again: nothing left to discard.
    await expect(page.getByRole('button', { name: D.discard })).toHaveCount(0);

    await page.goto(editor.path);
    if (editor.words === T) await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Terms ${s}`);
    const titles = [`Edited ${s}`, ...before.slice(2, -1).map((x) => x.title), `New ${s}`, before.at(-1)?.title ?? ''];
    await expect(page.locator('section[id^="section-"] > h2')).toHaveText(numbered(titles));
    await expect(page.getByRole('region', { name: `1. Edited ${s}` }).locator('p')).toHaveText([
      `First paragraph ${s}.`,
      'Second paragraph, joined line.',
    ]);
  });

  test(`${editor.label}: each required field says so by the field`, async ({ page, request }) => {
    await openAdmin(page, request);
    await openSection(page, editor.label);
    if (editor.words === T) {
      await field(group(page, T.top), T.title).fill('');
      await field(group(page, T.top), T.introduction).fill(' ');
    }
    await field(group(page, S.section(2)), S.title).fill('');
    await field(group(page, S.section(3)), S.content).fill('');
    await page.getByRole('button', { name: D.save }).click();
    if (editor.words === T) {
      await expect(field(group(page, T.top), T.title)).toHaveAccessibleDescription(M.titleRequired);
      await expect(field(group(page, T.top), T.introduction)).toHaveAccessibleDescription(M.introRequired);
    }
    await expect(field(group(page, S.section(2)), S.title)).toHaveAccessibleDescription(M.titleRequired);
    await expect(field(group(page, S.section(3)), S.content)).toHaveAccessibleDescription(M.contentRequired);
    await expect(field(group(page, S.section(1)), S.title)).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
}

test('Refund Policy: items and their points are edited, added, reordered and removed; blank points are left out', async ({
  page,
  request,
}) => {
  const before = originals.refund[0] as RefundPolicy;
  const first = before.items[0] as RefundPolicy['items'][number];
  expect(before.items.length).toBeGreaterThan(3);
  expect(first.points.length).toBeGreaterThan(2);
  await openAdmin(page, request);
  await openSection(page, 'Refund Policy');
  await expect(field(group(page, R.top), R.title)).toHaveValue(before.title);
  const item1 = group(page, R.item(1));
  await expect(field(item1, R.itemHeading)).toHaveValue(first.heading);
  await expect(field(item1, R.pointShort(1))).toHaveValue(first.points[0] ?? '');
  await expectAccessible(page);

  const s = stamp();
  await field(group(page, R.top), R.title).fill(`Refunds ${s}`);
  await field(group(page, R.item(2)), R.itemHeading).fill(`Edited ${s}`);
  const points = group(item1, R.points);
  await field(points, R.pointShort(2)).fill(`Changed point ${s}`);
  await points.getByRole('button', { name: R.addPoint }).click();
  const newPoint = field(points, R.pointShort(first.points.length + 1));
  await expect(newPoint).toBeFocused();
  await newPoint.fill(`Added point ${s}`);
  await points.getByRole('button', { name: D.moveUp(R.pointShort(first.points.length + 1)) }).click();
  await removeRow(page, R.pointShort(1), R.removePointConfirm(1), points);
  // An empty point goes without a question, and one left empty is not published.
  await points.getByRole('button', { name: R.addPoint }).click();
  await points.getByRole('button', { name: R.addPoint }).click();
  await points.getByRole('button', { name: D.remove(R.pointShort(first.points.length + 1)) }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: R.addItem }).click();
  const added = group(page, R.item(before.items.length + 1));
  await expect(field(added, R.itemHeading)).toBeFocused();
  await field(added, R.itemHeading).fill(`New item ${s}`);
  await field(added, R.itemDescription).fill(`New item ${s} described.`);
  await field(added, R.pointShort(1)).fill(`New item point ${s}`);
  await removeRow(page, R.item(3), R.removeItemConfirm(3));
  await save(page, R.saved);

  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Refunds ${s}`);
  const headings = [first.heading, `Edited ${s}`, ...before.items.slice(3).map((i) => i.heading), `New item ${s}`];
  await expect(page.locator('section[id^="section-"] > h2')).toHaveText(numbered(headings));
  const expectedPoints = [`Changed point ${s}`, ...first.points.slice(2, -1), `Added point ${s}`, first.points.at(-1)];
  await expect(page.getByRole('region', { name: `1. ${first.heading}` }).getByRole('listitem')).toHaveText(
    expectedPoints as string[],
  );
  await expect(
    page.getByRole('region', { name: `${headings.length}. New item ${s}` }).getByRole('listitem'),
  ).toHaveText([`New item point ${s}`]);
});

test.describe('refused saves and loads', () => {
  test.use({ expectedConsole: [/status of (400|500) /] });

  test('Company Values: each message shows by its field, and the server’s refusal lands on the right row', async ({
    page,
    request,
  }) => {
    await openAdmin(page, request);
    await openSection(page, 'Company Values');
    await field(page, C.headline).fill('  ');
    await field(group(page, C.value(2)), C.valueTitle).fill('');
    await field(group(page, C.value(3)), C.valueDescription).fill('');
    await page.getByRole('button', { name: D.save }).click();
    await expect(field(page, C.headline)).toHaveAccessibleDescription(M.headlineRequired);
    await expect(field(page, C.headline)).toBeFocused();
    await expect(field(group(page, C.value(2)), C.valueTitle)).toHaveAccessibleDescription(M.titleRequired);
    await expect(field(group(page, C.value(3)), C.valueDescription)).toHaveAccessibleDescription(M.descriptionRequired);
    await expect(field(group(page, C.value(1)), C.valueTitle)).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    expect(await get<CompanyValues>(request, API.values)).toEqual(originals.values);

    // The server keys its messages by path; the browser checks first, so a refusal is played back here.
    const token = await adminToken(request);
    const refused = await adminRequest(request, token).putJson(API.values, {
      headline: 'A headline',
      sections: [
        { title: 'A title', description: 'A description' },
        { title: ' ', description: 'Text' },
      ],
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields).toEqual({ 'sections.1.title': M.titleRequired });
    await page.route(`**${API.values}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              message: API_MESSAGES.validationFailed,
              code: 'VALIDATION_FAILED',
              fields: { 'sections.1.title': 'Taken.' },
            },
          })
        : route.fallback(),
    );
    await field(page, C.headline).fill('A headline');
    await field(group(page, C.value(2)), C.valueTitle).fill('A title');
    await field(group(page, C.value(3)), C.valueDescription).fill('A description');
    await page.getByRole('button', { name: D.save }).click();
    await expect(toast(page, API_MESSAGES.validationFailed)).toBeVisible();
    await expect(field(group(page, C.value(2)), C.valueTitle)).toHaveAccessibleDescription('Taken.');
  });

  test('Refund Policy: each message by its field; a point’s server message lands on that point', async ({
    page,
    request,
  }) => {
    await openAdmin(page, request);
    await openSection(page, 'Refund Policy');
    await field(group(page, R.top), R.title).fill('');
    await field(group(page, R.top), R.description).fill('');
    const item2 = group(page, R.item(2));
    await field(item2, R.itemHeading).fill('');
    await field(item2, R.itemDescription).fill('');
    await page.getByRole('button', { name: D.save }).click();
    await expect(field(group(page, R.top), R.title)).toHaveAccessibleDescription(M.titleRequired);
    await expect(field(group(page, R.top), R.description)).toHaveAccessibleDescription(M.descriptionRequired);
    await expect(field(item2, R.itemHeading)).toHaveAccessibleDescription(M.headingRequired);
    await expect(field(item2, R.itemDescription)).toHaveAccessibleDescription(M.descriptionRequired);
    await expectAccessible(page);

    // A blank point at the top is left out, so the API's point 1 of item 1 is the form's point 3.
    let sent: unknown;
    await page.route(`**${API.refund}`, (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      sent = route.request().postDataJSON();
      return route.fulfill({
        status: 400,
        json: {
          message: API_MESSAGES.validationFailed,
          code: 'VALIDATION_FAILED',
          fields: { 'items.0.points.1': 'Too long.' },
        },
      });
    });
    await field(group(page, R.top), R.title).fill('Refunds');
    await field(group(page, R.top), R.description).fill('How refunds work.');
    await field(item2, R.itemHeading).fill('Heading');
    await field(item2, R.itemDescription).fill('Text.');
    const points = group(group(page, R.item(1)), R.points);
    const count = await points.getByRole('textbox').count();
    await points.getByRole('button', { name: R.addPoint }).click();
    for (let n = count + 1; n > 1; n--) await points.getByRole('button', { name: D.moveUp(R.pointShort(n)) }).click();
    await page.getByRole('button', { name: D.save }).click();
    await expect(toast(page, API_MESSAGES.validationFailed)).toBeVisible();
    await expect(field(points, R.pointShort(3))).toHaveAccessibleDescription('Too long.');
    await expect(field(points, R.pointShort(2))).not.toHaveAttribute('aria-invalid', 'true');
    const first = originals.refund[0]?.items[0];
    expect((sent as RefundPolicy).items[0]?.points).toEqual(first?.points);
  });

  test('a save the server fails says so, and the form keeps what was written', async ({ page, request }) => {
    await openAdmin(page, request);
    await openSection(page, 'Privacy Policy');
    await page.route(`**${API.privacy}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await field(group(page, S.section(1)), S.title).fill('Kept title');
    await page.getByRole('button', { name: D.save }).click();
    await expect(toast(page, P.saveFailed)).toBeVisible();
    await expect(field(group(page, S.section(1)), S.title)).toHaveValue('Kept title');
    await expect(page.getByRole('button', { name: D.save })).toBeEnabled();
  });

  test('each editor says when its document cannot be loaded, and Try Again loads it', async ({ page, request }) => {
    const paths = Object.values(API).map((path) => `**${path}`);
    for (const path of paths)
      await page.route(path, (route) => route.fulfill({ status: 500, json: { message: 'Down.', code: 'INTERNAL' } }));
    await openAdmin(page, request);
    const screens = [
      ['Company Values', C.loadFailed],
      ['Terms of Service', T.loadFailed],
      ['Refund Policy', R.loadFailed],
      ['Privacy Policy', P.loadFailed],
    ] as const;
    for (const [label, failed] of screens) {
      await openSection(page, label);
      await expect(page.getByRole('alert').filter({ hasText: failed })).toContainText('Down.');
    }
    await expectAccessible(page);
    for (const path of paths) await page.unroute(path);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(field(group(page, S.section(1)), S.title)).toHaveValue(originals.privacy.sections[0]?.title ?? '');
  });
});

test('with no document yet, each editor starts from an empty form with one empty row', async ({ page, request }) => {
  await page.route(`**${API.values}`, (route) => route.fulfill({ json: { headline: '', sections: [] } }));
  await page.route(`**${API.terms}`, (route) => route.fulfill({ json: [] }));
  await page.route(`**${API.refund}`, (route) => route.fulfill({ json: [] }));
  await page.route(`**${API.privacy}`, (route) => route.fulfill({ json: { _id: '', sections: [] } }));
  await openAdmin(page, request);
  const screens = [
    ['Company Values', C.empty, C.value(1), C.valueTitle],
    ['Terms of Service', T.empty, S.section(1), S.title],
    ['Refund Policy', R.empty, R.item(1), R.itemHeading],
    ['Privacy Policy', P.empty, S.section(1), S.title],
  ] as const;
  for (const [label, empty, row, title] of screens) {
    await openSection(page, label);
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByRole('group', { name: /^(Value|Section|Item) \d+$/ })).toHaveCount(1);
    await expect(field(group(page, row), title)).toHaveValue('');
  }
  await expectAccessible(page);
});

test('unsaved changes: Discard goes back to the saved text, and leaving the page asks first', async ({
  page,
  request,
}) => {
  const title = originals.terms[0]?.title ?? '';
  await openAdmin(page, request);
  await openSection(page, 'Terms of Service');
  await expect(page.getByRole('button', { name: D.discard })).toHaveCount(0);
  await field(group(page, T.top), T.title).fill('Not kept');
  await page.getByRole('button', { name: D.discard }).click();
  await page
    .getByRole('dialog', { name: D.discardConfirm })
    .getByRole('button', { name: D.discardConfirmLabel })
    .click();
  await expect(field(group(page, T.top), T.title)).toHaveValue(title);
  await expect(page.getByRole('button', { name: D.discard })).toHaveCount(0);

  await field(group(page, T.top), T.title).fill('Not kept either');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
