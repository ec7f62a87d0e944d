/**
 * Staff (issue 13): an invitation is mailed, accepted in a fresh browser from the link in the mail, and the new
 * administrator is listed; removing them signs them out at once.
 */
import { E2E_ADMIN, SMTP_PORT } from '../../playwright.config';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { INVITE_PAGE_WORDS as I, STAFF_WORDS as W } from '../../src/shared/admin-words/staff';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { openAdmin, openSection, toast } from './admin';
import { expect, test } from './fixtures';

// Inviting an address that is an administrator already is refused (409), which the browser logs.
// A used link is checked when opened (404), which the browser logs too.
// (One pattern: Playwright reads a two-item array given to test.use as a value and its options.)
test.use({ expectedConsole: [/status of 40[49] .*\/api\/admin\/staff\/invitations/] });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(() => smtp.close());

/** The invitation link in the newest mail to `email`, its quoted-printable text read back. */
async function linkIn(email: string, since: number) {
  const mail = await smtp.waitFor(email, since, /invite/);
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const link = text.match(/https?:\/\/[^\s"<]+\/invite\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no link in:\n${mail.raw}`);
  return new URL(link).pathname;
}

test('an invitation accepted from the mail makes a colleague who can sign in, and removing them signs them out', async ({
  page,
  request,
  browser,
}) => {
  await openAdmin(page, request);
  await openSection(page, W.heading);
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  await expect(
    page.getByRole('table', { name: W.heading }).getByRole('cell', { name: E2E_ADMIN.email, exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  // Refused: an address that is an administrator already.
  await page.getByLabel(W.inviteEmail).fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: W.invite, exact: true }).click();
  await expect(page.getByText('That address already belongs to an administrator.')).toBeVisible();

  const email = `colleague-${Date.now().toString(36)}@example.org`;
  const since = smtp.mails.length;
  await page.getByLabel(W.inviteEmail).fill(email);
  await page.getByRole('button', { name: W.invite, exact: true }).click();
  await expect(toast(page, W.invited(email))).toBeVisible();
  const pending = page.getByRole('list', { name: W.pendingHeading });
  await expect(pending.getByText(email)).toBeVisible();
  const path = await linkIn(email, since);

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(path);
  await expect(them.getByRole('heading', { name: I.title })).toBeVisible();
  // Said before anything is typed: what the invitation is for (the section invites a Contributor unless told).
  await expect(them.getByText(I.invitedAs(email, 'Contributor'))).toBeVisible();
  await expectAccessible(them);
  await them.getByLabel(I.name).fill('Grace Hopper');
  await them.getByLabel(I.password, { exact: true }).fill('a long new password');
  await them.getByLabel(I.confirm).fill('a different one');
  await them.getByRole('button', { name: I.submit }).click();
  await expect(them.getByText(I.mismatch)).toBeVisible();
  await them.getByLabel(I.confirm).fill('a long new password');
  await them.getByRole('button', { name: I.submit }).click();
  await expect(them).toHaveURL(/\/admin$/);
  await expect(them.getByRole('link', { name: 'Your profile' })).toBeVisible();

  // The link worked once: opened again, it says so before asking for anything.
  const again = await theirs.newPage();
  await again.goto(path);
  await expect(again.getByRole('alert')).toContainText('does not work any more');
  await expect(again.getByLabel(I.name)).toHaveCount(0);
  await again.close();

  // Listed, no longer waiting; then removed, after a question.
  await page.reload();
  await openSection(page, W.heading);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Grace Hopper');
  await expect(page.getByText(W.pendingEmpty)).toBeVisible();
  await row.getByRole('button', { name: W.remove('Grace Hopper') }).click();
  await page.getByRole('button', { name: W.removeLabel, exact: true }).click();
  await expect(toast(page, W.removed)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Their next step finds them signed out.
  await them
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Blogs', exact: true })
    .click();
  await expect(them).toHaveURL(/\/login$/);
  // Told why: not an expired session but a removed account (issue 25).
  await expect(them.getByText(AUTH_MESSAGES.accountRemoved)).toBeVisible();
  await theirs.close();
});

test('an invitation can be resent with a new link, and revoked', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, W.heading);
  const email = `maybe-${Date.now().toString(36)}@example.org`;
  let since = smtp.mails.length;
  await page.getByLabel(W.inviteEmail).fill(email);
  await page.getByRole('button', { name: W.invite, exact: true }).click();
  const first = await linkIn(email, since);
  since = smtp.mails.length;
  await page.getByRole('button', { name: W.resend(email) }).click();
  await expect(toast(page, W.resent(email))).toBeVisible();
  const second = await linkIn(email, since);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: W.revoke(email) }).click();
  await expect(toast(page, W.revoked)).toBeVisible();
  await expect(page.getByRole('list', { name: W.pendingHeading })).toHaveCount(0);
  const answer = await request.post('/api/admin/staff/invitations/accept', {
    data: { token: second.split('/').pop(), name: 'Nobody', password: 'a long new password' },
  });
  expect(answer.status()).toBe(404);
});
