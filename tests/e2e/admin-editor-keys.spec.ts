/**
 * Issue 27, items 11 and 14: in the post editor a selected picture is never replaced by typing (the text goes
 * after it; only Delete, Backspace or the toolbar's button take it out), and Ctrl+K opens the link control.
 * Each test checks the post as saved, through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EDITOR_WORDS as E, BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import type { Blog } from '../../src/shared/schemas/blog';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, pngFile, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

type Admin = ReturnType<typeof adminRequest>;

/** A picture stored for a post's text, as the editor's upload stores it: its address. */
async function uploadedPicture(admin: Admin) {
  const response = await admin.multipart('post', '/api/blog/content-images', {
    image: await pngFile('square.png', '#2563eb', 200, 200),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** Makes a post with `content` through the API and opens its form in the back office. */
async function editPost(page: Page, request: APIRequestContext, content: (picture: string) => string) {
  const admin = adminRequest(request, await openAdmin(page, request));
  const picture = await uploadedPicture(admin);
  const made = await admin.multipart('post', '/api/blog', {
    title: `Editor keys ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    category: 'Business',
    content: content(picture),
  });
  expect(made.status()).toBe(201);
  const { _id: id } = (await made.json()) as Blog;
  await page.goto(`/admin?section=blogs&edit=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: W.editTitle })).toBeVisible();
  const editor = page.getByRole('textbox', { name: W.content });
  await expect(editor).toBeVisible();
  /** Saves the form and answers the post's text as stored. */
  const save = async () => {
    await page.getByRole('button', { name: W.update }).click();
    await expect(page.getByRole('status').getByText(W.updated)).toBeVisible();
    return ((await (await admin.get(`/api/blog/${id}`)).json()) as Blog).content;
  };
  return { editor, picture, save, deleteButton: page.getByRole('button', { name: E.imageDelete }) };
}

/** Pastes plain text where the editor's selection is, as the browser does for Ctrl+V. */
const paste = (page: Page, text: string) =>
  page.getByRole('textbox', { name: W.content }).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

test('typing or pasting with a picture selected writes after it, and the saved post keeps the picture', async ({
  page,
  request,
}) => {
  const { editor, picture, save, deleteButton } = await editPost(
    page,
    request,
    (src) => `<p>Opening words.</p><img src="${src}" alt="A blue square">`,
  );
  const image = editor.getByRole('img', { name: 'A blue square' });

  // The picture ends the post: Ctrl+End from the text, then typing (this once lost the picture on save).
  await editor.getByText('Opening words.').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Closing line.');
  await expect(image).toBeVisible();

  // Clicked, the picture is selected (its delete button wakes up); a key then writes right after it.
  await image.click();
  await expect(deleteButton).toBeEnabled();
  await page.keyboard.type('Right after. ');
  await expect(image).toBeVisible();
  await expect(deleteButton).toBeDisabled();
  await expect(editor.locator('img + p')).toHaveText('Right after. Closing line.');

  // Pasting over the selected picture keeps it too. (Clicked at another spot: the same spot within half a second
  // would be a double click.)
  await image.click({ position: { x: 10, y: 10 } });
  await expect(deleteButton).toBeEnabled();
  await paste(page, 'Pasted. ');
  await expect(image).toBeVisible();
  await expect(editor.locator('img + p')).toHaveText('Pasted. Right after. Closing line.');
  await expectAccessible(page);

  const saved = await save();
  expect(saved).toMatch(
    new RegExp(
      `^<p>Opening words\\.</p><img src="${picture}" alt="A blue square"[^>]*><p>Pasted\\. Right after\\. Closing line\\.</p>$`,
    ),
  );
});

test('Delete, Backspace and the toolbar button each take a selected picture out, and the save agrees', async ({
  page,
  request,
}) => {
  const { editor, save, deleteButton } = await editPost(
    page,
    request,
    (src) =>
      `<p>One</p><img src="${src}" alt="First"><p>Two</p><img src="${src}" alt="Second"><p>Three</p><img src="${src}" alt="Third"><p>End</p>`,
  );
  await expect(deleteButton).toBeDisabled();
  // The toolbar's button comes alive once the editor holds the picture as its selection: only then a key is pressed.
  await editor.getByRole('img', { name: 'First' }).click();
  await expect(deleteButton).toBeEnabled();
  await page.keyboard.press('Delete');
  await expect(editor.getByRole('img', { name: 'First' })).toHaveCount(0);
  await editor.getByRole('img', { name: 'Second' }).click();
  await expect(deleteButton).toBeEnabled();
  await page.keyboard.press('Backspace');
  await expect(editor.getByRole('img', { name: 'Second' })).toHaveCount(0);
  await editor.getByRole('img', { name: 'Third' }).click();
  await deleteButton.click();
  await expect(editor.getByRole('img')).toHaveCount(0);
  // The text around them is all still there.
  await expect(editor.locator('p')).toHaveText(['One', 'Two', 'Three', 'End']);

  expect(await save()).toBe('<p>One</p><p>Two</p><p>Three</p><p>End</p>');
});

test('a picture clicked where the last click was, within half a second, is selected too (not a double click)', async ({
  page,
  request,
}) => {
  const { editor, save, deleteButton } = await editPost(
    page,
    request,
    (src) => `<p>One</p><img src="${src}" alt="First"><p>Two</p><img src="${src}" alt="Second"><p>End</p>`,
  );
  const first = editor.getByRole('img', { name: 'First' });
  const second = editor.getByRole('img', { name: 'Second' });
  await first.scrollIntoViewIfNeeded();
  const spot = await first.boundingBox();
  if (!spot) throw new Error('the first picture has no box');
  const x = spot.x + spot.width / 2;
  const y = spot.y + spot.height / 2;
  await page.mouse.click(x, y);
  await expect(deleteButton).toBeEnabled();
  await page.keyboard.press('Delete');
  await expect(first).toHaveCount(0);
  // The next picture brought under the pointer, as when the page scrolls it there, and clicked at once.
  const moved = await second.boundingBox();
  if (!moved) throw new Error('the second picture has no box');
  await page.evaluate((dy) => window.scrollBy(0, dy), moved.y - spot.y);
  await page.mouse.click(x, y);
  await expect(deleteButton).toBeEnabled();
  await page.keyboard.press('Delete');
  await expect(editor.getByRole('img')).toHaveCount(0);

  expect(await save()).toBe('<p>One</p><p>Two</p><p>End</p>');
});

test('Ctrl+K in the text opens the link control, which links the selected words', async ({ page, request }) => {
  const { editor, save } = await editPost(page, request, () => '<p>See our latest news</p>');
  await expect(page.getByRole('button', { name: E.link, exact: true })).toHaveAttribute(
    'aria-keyshortcuts',
    /Control\+K/,
  );
  await editor.getByText('See our latest news').click();
  await page.keyboard.press('End');
  for (let i = 0; i < 'latest news'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('latest news');
  // The editor reads the page's selection when the browser says it changed (an event of its own, a task later):
  // two frames on, it has the whole of it, as it would for a person pressing the keys.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: E.linkTitle });
  await expect(dialog).toBeVisible();
  const url = dialog.getByLabel(E.linkUrl, { exact: true });
  await expect(url).toBeFocused();
  await url.fill('https://example.com/news');
  await url.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('link')).toHaveText('latest news');
  await expect(editor.getByRole('link')).toHaveAttribute('href', 'https://example.com/news');

  expect(await save()).toMatch(/^<p>See our <a href="https:\/\/example\.com\/news"[^>]*>latest news<\/a><\/p>$/);
});
