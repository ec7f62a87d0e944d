/**
 * Roles in the back office (issue 25): a Contributor sees only what they may use and submits a post for
 * review; an Editor is told by the bell, finds it 'In review', and publishes it; an Author finds the legal
 * pages read-only and is told why; the owner gives roles in Staff. Screenshots at 360 and 1280 px.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SMTP_PORT } from '../../playwright.config';
import { BLOG_WORDS as B } from '../../src/shared/admin-words/blogs';
import { STAFF_WORDS as S } from '../../src/shared/admin-words/staff';
import { type Role, readOnlyNotice } from '../../src/shared/roles';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { adminToken, openSection, toast } from './admin';
import { expect, test } from './fixtures';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(() => smtp.close());

const PASSWORD = 'a long team password';

/** A colleague of `role`, invited by the owner and joined through the link in the mail: their token. */
async function colleague(request: APIRequestContext, role: Role, name: string) {
  const owner = await adminToken(request);
  const email = `${role}-${Date.now().toString(36)}@example.org`;
  const since = smtp.mails.length;
  const invited = await request.post('/api/admin/staff/invitations', {
    data: { email, role },
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(invited.status()).toBe(202);
  const mail = await smtp.waitFor(email, since, /invite/);
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = text.match(/\/invite\/([\w-]+)/)?.[1];
  const joined = await request.post('/api/admin/staff/invitations/accept', {
    data: { token, name, password: PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const body = (await joined.json()) as { token: string; admin: { _id: string } };
  return { token: body.token, id: body.admin._id, email };
}

async function openAs(browser: Browser, token: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    if (window.top === window && !localStorage.getItem('authToken')) localStorage.setItem('authToken', value);
  }, token);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  return page;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('a Contributor submits a post for review; an Editor is told, opens it and publishes it', async ({
  browser,
  request,
}) => {
  const writer = await colleague(request, 'contributor', 'Carla Contributor');
  const editor = await colleague(request, 'editor', 'Eddie Editor');
  const title = `Field notes ${Date.now().toString(36)}`;
  // The draft, as the Contributor's first save made it.
  const created = await request.post('/api/blog', {
    multipart: { title, category: 'Technology', content: '<p>What we learned.</p>' },
    headers: { authorization: `Bearer ${writer.token}` },
  });
  expect(created.status()).toBe(201);

  const editorsBell = await openAs(browser, editor.token);
  await request.post('/api/admin/notifications/read', { headers: { authorization: `Bearer ${editor.token}` } });

  const page = await openAs(browser, writer.token);
  // Only the sections a Contributor may use.
  await expect(sections(page).getByRole('button', { name: 'Blogs', exact: true })).toBeVisible();
  for (const hidden of ['Staff', 'Activity', 'Products', 'Terms of Service', 'Subscribers']) {
    await expect(sections(page).getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  }
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: B.edit(title) }).click();
  const status = page.getByLabel(B.status, { exact: true });
  await expect(status.locator('option')).toHaveText([B.draft, B.submitForReview]);
  await status.selectOption('review');
  await page.getByRole('button', { name: B.update }).click();
  await expect(toast(page, B.updated)).toBeVisible();
  await expect(page.getByTestId('blog-card').filter({ hasText: title }).getByTestId('blog-status')).toHaveText(
    B.inReview,
  );

  // The Editor's bell counts it; the post waits in the list, and the form offers to send it back.
  await editorsBell.reload();
  await expect(editorsBell.getByTestId('notification-count')).toHaveText('1');
  await openSection(editorsBell, 'Blogs');
  await editorsBell.getByRole('button', { name: B.edit(title) }).click();
  await expect(editorsBell.getByRole('heading', { name: B.sendBackTitle })).toBeVisible();
  await expectAccessible(editorsBell);
  await editorsBell.getByLabel(B.status, { exact: true }).selectOption('published');
  await editorsBell.getByRole('button', { name: B.update }).click();
  await expect(toast(editorsBell, B.updated)).toBeVisible();
  const slug = ((await created.json()) as { slug: string }).slug;
  const live = await request.get(`/blog/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);
  await editorsBell.context().close();
  await page.context().close();
});

test('an Author sees the legal pages read-only and is told why; the owner gives roles in Staff', async ({
  browser,
  request,
}, testInfo) => {
  const author = await colleague(request, 'author', 'Ann Author');
  for (const width of [1280, 360]) {
    const page = await openAs(browser, author.token, width);
    await openSection(page, 'Terms of Service');
    await expect(page.getByRole('note').filter({ hasText: readOnlyNotice('author', 'administrator') })).toBeVisible();
    await expect(page.getByRole('button', { name: /save|update/i }).first()).toBeDisabled();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`author-terms-${width}.png`), fullPage: true });
    await page.context().close();
  }
  // A colleague's post: the Author opens it (read-only) but is offered no Delete that could only be refused.
  const page = await openAs(browser, author.token);
  await openSection(page, 'Blogs');
  const card = page.getByTestId('blog-card').first();
  const title = await card.getByRole('heading', { level: 2 }).innerText();
  await expect(card.getByRole('button', { name: B.edit(title) })).toBeVisible();
  await expect(card.getByRole('button', { name: B.delete(title) })).toHaveCount(0);
  // Each published post says how many times it was read in the last 30 days.
  await expect(card.getByTestId('blog-views')).toHaveText(/^[\d,]+ views? in 30 days$/);
  await page.context().close();

  const owner = await adminToken(request);
  for (const width of [1280, 360]) {
    const page = await openAs(browser, owner, width);
    await openSection(page, S.heading);
    const role = page.getByLabel(S.roleOf('Ann Author'));
    await expect(role).toHaveValue(width === 1280 ? 'author' : 'editor');
    if (width === 1280) {
      await role.selectOption('editor');
      await expect(toast(page, S.roleChanged('Ann Author', 'Editor'))).toBeVisible();
      await expect(page.getByRole('heading', { name: S.handoverTitle })).toBeVisible();
    }
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`owner-staff-${width}.png`), fullPage: true });
    await page.context().close();
  }
  // From the Author's next click, an Editor's sections.
  const promoted = await openAs(browser, author.token);
  await expect(sections(promoted).getByRole('button', { name: 'Activity', exact: true })).toBeVisible();
  await promoted.context().close();
});

test('a post open in a colleague’s form says who is editing it, on the card too, and clears when they leave', async ({
  browser,
  request,
}, testInfo) => {
  const colleagueOf = await colleague(request, 'editor', 'Grace Editor');
  const owner = await adminToken(request);
  const title = `Shared draft ${Date.now().toString(36)}`;
  const created = await request.post('/api/blog', {
    multipart: { title, category: 'Business', content: '<p>Two people, one post.</p>' },
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(created.status()).toBe(201);

  const grace = await openAs(browser, colleagueOf.token);
  await openSection(grace, 'Blogs');
  await grace.getByRole('button', { name: B.edit(title) }).click();
  await expect(grace.getByLabel(B.title, { exact: true })).toHaveValue(title);

  for (const width of [1280, 360]) {
    const page = await openAs(browser, owner, width);
    await openSection(page, 'Blogs');
    const card = page.getByTestId('blog-card').filter({ hasText: title });
    await expect(card.getByText(B.editingCard('Grace Editor'))).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: B.edit(title) }).click();
    const notice = page.getByRole('status').filter({ hasText: /Grace Editor is editing this post \(since .+\)\./ });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`editing-${width}.png`) });
    if (width === 360) {
      // Grace closes her form: the notice goes at the next heartbeat (10 s), well within 30 s.
      await grace.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(notice).toBeHidden({ timeout: 15_000 });
    }
    await page.context().close();
  }
  await grace.context().close();
});
