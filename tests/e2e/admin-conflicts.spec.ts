/**
 * Edit conflicts beyond the blog (issue 25; docs/api.md 'Versions'): every back-office form sends the version it
 * was opened on, so a save or delete over a colleague's save since is refused with the server's words, and the
 * form keeps what was typed. The form then shows the conflict panel: who saved and when, theirs against mine word
 * by word, and three ways on: 'Copy my text' copies what was typed, 'Take theirs' puts their version in the form
 * (the next save is made from it, with what is typed after), 'Keep mine' saves mine over theirs on purpose.
 * A form that stays open after a save takes the version its save made, so saving twice in a row is not refused.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_FRAME, API_MESSAGES, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { TEAM_WORDS, SERVICE_WORDS as W } from '../../src/shared/admin-words/catalog';
import { CONFLICT_WORDS as C } from '../../src/shared/admin-words/conflicts';
import { DOCUMENT_WORDS as D, TERMS_WORDS as T } from '../../src/shared/admin-words/documents';
import { ACHIEVEMENT_WORDS } from '../../src/shared/admin-words/records';
import { CONTACT_INFO_WORDS } from '../../src/shared/admin-words/singles';
import type { Achievement, ContactInfo, Service, TeamMember } from '../../src/shared/schemas/content';
import type { Terms } from '../../src/shared/schemas/legal';
import { expectAccessible } from './a11y';
import {
  adminRequest,
  adminToken,
  madeRecords,
  openAdmin,
  openSection,
  pageTo,
  pngFile,
  removeWhatTheseTestsAdd,
  toast,
} from './admin';
import { expect, test } from './fixtures';

// The refused saves and deletes (409) are the browser's console errors of these tests, and only they.
test.use({
  expectedConsole: [
    /status of 409 \(.*\) \(http:\/\/[^)]+\/api\/(service\/[\w-]+|team\/[\w-]+|achievements\/[\w-]+|contact-info\/[\w-]+|terms)\)$/,
  ],
});

const unique = (words: string) => `${words} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const panelOf = (page: Page) => page.getByRole('region', { name: /saved this at .*, while you were editing it\./ });

interface Scenario {
  /** Opens the record's form (again: forms that close after their save). */
  open: () => Promise<void>;
  /** A colleague's save of the shared field, through the API, behind the form's back. */
  colleagueSaves: (words: string) => Promise<void>;
  /** The record as stored now. */
  stored: () => Promise<Record<string, unknown>>;
  /** The field both change: its key in the record, its input and its label. */
  shared: { key: string; input: () => Locator; label: string };
  /** A field only I change, after taking theirs. */
  other: { key: string; input: () => Locator };
  save: () => Promise<void>;
  /** What says a save was made (a toast, or a banner). */
  saved: () => Locator;
  /** Where the panel's screenshots go (360 and 1280 px wide), when this scenario takes them. */
  screenshots?: string;
}

/**
 * The conflict panel and its three choices on one form: refused over a colleague's save, the panel shows their
 * words against mine; 'Copy my text' copies mine; 'Take theirs' fills the form with theirs, and a save keeps
 * theirs with what I typed after; refused again, 'Keep mine' saves mine over theirs.
 */
async function threeChoices(page: Page, s: Scenario) {
  await s.open();
  const theirs = unique('Colleague wording');
  await s.colleagueSaves(theirs);
  const mine = unique('My wording');
  await s.shared.input().fill(mine);
  await s.save();
  await expect(toast(page, API_MESSAGES.staleVersion)).toBeVisible();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  // Their words struck out, mine marked, under the field's label; nothing typed is lost, nothing of mine saved.
  await expect(panel.getByRole('term').filter({ hasText: s.shared.label })).toBeVisible();
  await expect(panel.locator('del').first()).toHaveText('Colleague ');
  await expect(panel.locator('ins').first()).toHaveText('My ');
  await expect(s.shared.input()).toHaveValue(mine);
  expect((await s.stored())[s.shared.key]).toBe(theirs);
  // The panel follows what is typed while it shows.
  const more = `${mine} and more`;
  await s.shared.input().fill(more);
  await expect(panel.locator('ins').last()).toContainText('and more');
  await expectAccessible(page);
  if (s.screenshots) {
    const size = page.viewportSize();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${s.screenshots}-${width}.png`) });
    }
    if (size) await page.setViewportSize(size);
  }

  // 'Copy my text': what I typed, under its label, on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: C.copyMine }).click();
  await expect(toast(page, C.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${s.shared.label}\n${more}`);

  // 'Take theirs': the form shows their version; saved with a change of mine, theirs stays and mine is added.
  await panel.getByRole('button', { name: C.takeTheirs }).click();
  await expect(panel).toBeHidden();
  await expect(toast(page, C.tookTheirs)).toBeVisible();
  await expect(s.shared.input()).toHaveValue(theirs);
  const added = unique('Added after taking theirs');
  await s.other.input().fill(added);
  await s.save();
  await expect.poll(async () => (await s.stored())[s.other.key]).toBe(added);
  expect((await s.stored())[s.shared.key]).toBe(theirs);
  await expect(s.saved()).toBeVisible();

  // Refused again over a second colleague's save: 'Keep mine' saves mine over theirs, on purpose.
  await s.open();
  await s.colleagueSaves(unique('Colleague again'));
  const kept = unique('Mine on purpose');
  await s.shared.input().fill(kept);
  await s.save();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: C.keepMine }).click();
  await expect(panel).toBeHidden();
  await expect(s.saved()).toBeVisible();
  expect(await s.stored()).toMatchObject({ [s.shared.key]: kept, [s.other.key]: added });
}

test.describe('forms that close after their save', () => {
  removeWhatTheseTestsAdd('/api/service', (id) => `/api/service/${id}`);
  const services = madeRecords<Service>('/api/service');
  const serviceNamed = async (request: APIRequestContext, id: string) =>
    ((await (await request.get('/api/service')).json()) as Service[]).find((s) => s._id === id);
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  test('a service: the conflict panel, and each of its three choices', async ({ page, request }) => {
    const token = await openAdmin(page, request);
    const service = await services.make(request, token, {
      name: unique('Shared service'),
      description: 'Opened by two people.',
      image: await pngFile(),
    });
    const colleague = adminRequest(request, token);
    const stored = async () => (await serviceNamed(request, service._id)) as unknown as Record<string, unknown>;
    await openSection(page, 'Services');
    await threeChoices(page, {
      open: async () => {
        const name = String((await stored()).name);
        await pageTo(page, W.pagination, row(page, name));
        await row(page, name)
          .getByRole('button', { name: W.edit(name) })
          .click();
        await expect(page.getByLabel(W.name)).toHaveValue(name);
      },
      colleagueSaves: async (words) => {
        const now = await stored();
        const answer = await colleague.multipart('put', `/api/service/${service._id}`, {
          name: String(now.name),
          description: words,
        });
        expect(answer.status()).toBe(200);
      },
      stored,
      shared: { key: 'description', input: () => page.getByLabel(W.description), label: W.description },
      other: { key: 'name', input: () => page.getByLabel(W.name) },
      save: () => page.getByRole('button', { name: W.editTitle }).click(),
      saved: () => toast(page, W.updated).last(),
      screenshots: 'service-conflict',
    });
  });

  const members = madeRecords<TeamMember>('/api/team');
  test('a team member: the conflict panel, and each of its three choices', async ({ page, request }) => {
    const token = await openAdmin(page, request);
    const first = unique('Shared');
    const member = await members.make(request, token, {
      firstName: first,
      lastName: 'Member',
      role: 'Opened by two people',
      description: 'A member two people edit at once.',
      email: 'shared.member@example.com',
      image: await pngFile('face.png', '#0ea5e9', 64, 64),
    });
    const name = `${first} Member`;
    const colleague = adminRequest(request, token);
    const stored = async () =>
      ((await (await request.get('/api/team')).json()) as TeamMember[]).find(
        (m) => m._id === member._id,
      ) as unknown as Record<string, unknown>;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await openSection(page, 'Team');
    await threeChoices(page, {
      open: async () => {
        await pageTo(page, TEAM_WORDS.pagination, card);
        await card.getByRole('button', { name: TEAM_WORDS.edit(name) }).click();
        await expect(page.getByLabel(TEAM_WORDS.firstName)).toHaveValue(first);
      },
      colleagueSaves: async (words) => {
        const now = await stored();
        const fields = ['firstName', 'lastName', 'description', 'email', 'gender'] as const;
        const answer = await colleague.multipart('put', `/api/team/${member._id}`, {
          ...Object.fromEntries(fields.map((key) => [key, String(now[key])])),
          role: words,
        });
        expect(answer.status()).toBe(200);
      },
      stored,
      shared: { key: 'role', input: () => page.getByLabel(TEAM_WORDS.role), label: TEAM_WORDS.role },
      other: { key: 'description', input: () => page.getByLabel(TEAM_WORDS.description) },
      save: () => page.getByRole('button', { name: TEAM_WORDS.update }).click(),
      saved: () => toast(page, O.teamUpdated).last(),
    });
  });

  removeWhatTheseTestsAdd('/api/achievements', (id) => `/api/achievements/${id}`);
  test('an achievement (a form of its own, above the list): the conflict panel, and each of its three choices', async ({
    page,
    request,
  }) => {
    const A = ACHIEVEMENT_WORDS;
    const token = await openAdmin(page, request);
    const colleague = adminRequest(request, token);
    const made = await colleague.postJson('/api/achievements', {
      title: unique('Shared achievement'),
      description: 'Opened by two people.',
      statistics: { projectsCompleted: 12, yearOnYearGrowth: 7, funded: 50000, downloads: 900 },
      date: '2024-06-30',
    });
    expect(made.status()).toBe(201);
    const { _id: id } = (await made.json()) as Achievement;
    const stored = async () =>
      ((await (await request.get('/api/achievements')).json()) as Achievement[]).find(
        (a) => a._id === id,
      ) as unknown as Record<string, unknown>;
    const editing = page.getByRole('form', { name: A.editTitle });
    await openSection(page, 'Achievements');
    await threeChoices(page, {
      open: async () => {
        const title = String((await stored()).title);
        await page
          .getByTestId('achievement-card')
          .filter({ hasText: title })
          .getByRole('button', { name: A.edit(title) })
          .click();
        await expect(editing.getByLabel(A.title)).toHaveValue(title);
      },
      colleagueSaves: async (words) => {
        const { title, statistics, date } = (await stored()) as unknown as Achievement;
        const answer = await request.patch(`/api/achievements/${id}`, {
          headers: { authorization: `Bearer ${token}` },
          data: { title, description: words, statistics, date },
        });
        expect(answer.status()).toBe(200);
      },
      stored,
      shared: { key: 'description', input: () => editing.getByLabel(A.description), label: A.description },
      other: { key: 'title', input: () => editing.getByLabel(A.title) },
      save: () => editing.getByRole('button', { name: A.update }).click(),
      saved: () => page.getByRole('status').filter({ hasText: O.achievementUpdated }).last(),
    });
  });

  test.describe('contact info (one record)', () => {
    let demo: ContactInfo;
    const current = async (request: APIRequestContext) =>
      (await (await request.get('/api/contact-info')).json()) as ContactInfo;
    test.beforeEach(async ({ request }) => {
      demo = await current(request);
    });
    test.afterEach(async ({ request }) => {
      // Without its version: the demo details go back over whatever the test saved since.
      const { _id, version: _version, ...fields } = demo;
      const admin = adminRequest(request, await adminToken(request));
      expect((await admin.putJson(`/api/contact-info/${_id}`, fields)).ok(), 'contact info restored').toBe(true);
    });

    test('the conflict panel, and each of its three choices', async ({ page, request }) => {
      const token = await openAdmin(page, request);
      const colleague = adminRequest(request, token);
      const F = CONTACT_INFO_WORDS.fields;
      await openSection(page, 'Contact Info');
      await threeChoices(page, {
        open: () => page.getByRole('button', { name: CONTACT_INFO_WORDS.edit }).click(),
        colleagueSaves: async (words) => {
          const { _id, version: _version, ...fields } = await current(request);
          const answer = await colleague.putJson(`/api/contact-info/${_id}`, { ...fields, location: words });
          expect(answer.status()).toBe(200);
        },
        stored: async () => (await current(request)) as unknown as Record<string, unknown>,
        shared: { key: 'location', input: () => page.getByLabel(F.location, { exact: true }), label: F.location },
        other: { key: 'hours', input: () => page.getByLabel(F.hours, { exact: true }) },
        save: () => page.getByRole('button', { name: CONTACT_INFO_WORDS.update }).click(),
        saved: () => page.getByRole('status').filter({ hasText: O.contactInfoUpdated }),
      });
    });
  });

  test('a delete of a service a colleague saved since the list showed it is refused; the list then shows theirs', async ({
    page,
    request,
  }) => {
    const token = await openAdmin(page, request);
    const name = unique('Doomed service');
    const service = await services.make(request, token, { name, description: 'Deleted late.', image: await pngFile() });
    await openSection(page, 'Services');
    await pageTo(page, W.pagination, row(page, name));

    const theirs = `${name} kept`;
    const colleague = adminRequest(request, token);
    expect(
      (
        await colleague.multipart('put', `/api/service/${service._id}`, {
          name: theirs,
          description: service.description,
        })
      ).status(),
    ).toBe(200);

    await row(page, name)
      .getByRole('button', { name: W.remove(name) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(toast(page, API_MESSAGES.staleVersion)).toBeVisible();
    expect((await serviceNamed(request, service._id))?.name).toBe(theirs);
    // The list reloads with the colleague's version: deleting that one is made.
    await pageTo(page, W.pagination, row(page, theirs));
    await row(page, theirs)
      .getByRole('button', { name: W.remove(theirs) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(toast(page, W.deleted)).toBeVisible();
    expect(await serviceNamed(request, service._id)).toBeUndefined();
  });
});

test.describe('a form that stays open after its save (terms of service)', () => {
  let original: Terms | undefined;
  test.beforeEach(async ({ request }) => {
    original = ((await (await request.get('/api/terms')).json()) as Terms[])[0];
  });
  test.afterEach(async ({ request }) => {
    if (!original) return;
    // Without its version: the original goes back over whatever the test saved since.
    const { title, intro, sections } = original;
    const admin = adminRequest(request, await adminToken(request));
    expect((await admin.putJson('/api/terms', { title, intro, sections })).status(), 'terms restored').toBe(200);
  });

  test('two saves in a row are made (each from the version the last made); after a colleague’s, the conflict panel', async ({
    page,
    request,
  }) => {
    expect(original, 'the demo content has terms').toBeTruthy();
    const token = await openAdmin(page, request);
    await openSection(page, 'Terms of Service');
    const title = page.getByRole('group', { name: T.top, exact: true }).getByLabel(T.title, { exact: true });
    await expect(title).toHaveValue(original?.title ?? '');
    const saved = async () => ((await (await request.get('/api/terms')).json()) as Terms[])[0];

    for (const attempt of ['first', 'second']) {
      const words = unique(`Terms, ${attempt} save`);
      await title.fill(words);
      await page.getByRole('button', { name: D.save }).click();
      await expect(toast(page, T.saved).last()).toBeVisible();
      await expect(page.getByRole('button', { name: D.discard })).toHaveCount(0);
      expect((await saved())?.title).toBe(words);
    }

    // A colleague saves the terms while they are open here: the conflict panel and its three choices.
    const colleague = adminRequest(request, token);
    await threeChoices(page, {
      open: async () => {},
      colleagueSaves: async (words) => {
        const now = await saved();
        const answer = await colleague.putJson('/api/terms', {
          title: words,
          intro: now?.intro,
          sections: now?.sections,
        });
        expect(answer.status()).toBe(200);
      },
      stored: async () => (await saved()) as unknown as Record<string, unknown>,
      shared: { key: 'title', input: () => title, label: T.title },
      other: {
        key: 'intro',
        input: () => page.getByRole('group', { name: T.top, exact: true }).getByLabel(T.introduction, { exact: true }),
      },
      save: () => page.getByRole('button', { name: D.save }).click(),
      saved: () => toast(page, T.saved).last(),
      screenshots: 'terms-conflict',
    });
  });
});
