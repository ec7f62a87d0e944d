/**
 * Issue 27, item 13, and issue 25: images uploaded into the media library itself, several at once; one image's
 * uses asked for before a delete; a save of a description over a colleague's names the colleague.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_MAX_BYTES, MEDIA_WORDS } from '../../src/shared/admin-words/media';
import { IMAGE_MAX_BYTES } from '../../src/shared/limits';
import { type FilePart, multipart, png, signIn, storedFiles } from '../helpers/admin';
import { createTestApp, secondInstance, type TestApp } from '../helpers/app';

let t: TestApp;
let other: TestApp['app'];
let closeOther: () => Promise<void>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  ({ app: other, close: closeOther } = await secondInstance(t));
});
afterAll(async () => {
  await closeOther?.();
  await t?.close();
});

type Item = { _id: string; url: string; fileName: string; alt: string | null; version: number; usedBy: unknown[] };

const upload = async (files: FilePart[], headers: Record<string, string> = auth, app = t.app) => {
  const body = multipart({}, ...files);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const imageFile = async (filename: string, color = '#0f766e'): Promise<FilePart> => ({
  field: MEDIA_UPLOAD_FIELD,
  data: await png(640, 400, color),
  filename,
});
const total = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: auth })).json().total as number;
const one = (id: string, headers = auth) => t.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers });
/** Who a signed-in person is, as a conflict names them. */
const me = async (headers: Record<string, string>) => {
  const { name, email } = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers })).json();
  return { name, email };
};

describe('POST /admin/media', () => {
  it('adds several images sent at once, each once, listed newest first and served', async () => {
    const before = await total();
    const colors = ['#0f766e', '#b91c1c', '#1d4ed8', '#a16207', '#6d28d9'];
    const answers = await Promise.all(
      colors.map(async (color, i) => upload([await imageFile(`burst-${i}.png`, color)], auth, i % 2 ? other : t.app)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const items = answers.map((res) => res.json() as Item);
    expect(items.map((item) => item.fileName).sort()).toEqual(colors.map((_, i) => `burst-${i}.png`));
    expect(new Set(items.map((item) => item._id)).size).toBe(5);
    expect(items[0]).toMatchObject({ alt: null, decorative: false, width: 640, height: 400, version: 1, usedBy: [] });
    expect(await total()).toBe(before + 5);
    for (const item of items) {
      expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);
      expect((await one(item._id)).json().fileName).toBe(item.fileName);
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/admin/media?q=burst-3', headers: auth });
    expect(search.json().items.map((item: Item) => item.fileName)).toEqual(['burst-3.png']);
  });

  it('refuses what is not one image, in words for the file, keeping nothing', async () => {
    const before = { total: await total(), files: await storedFiles(t) };
    const notImage = await upload([
      { field: MEDIA_UPLOAD_FIELD, data: Buffer.from('not an image'), filename: 'a.png' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().fields[MEDIA_UPLOAD_FIELD]).toBe(ADMIN_MESSAGES.blogImageInvalid);

    // The library's own limit is that of every upload but a blog's (API.md).
    expect(MEDIA_UPLOAD_MAX_BYTES).toBe(IMAGE_MAX_BYTES);
    const tooLarge = await upload([
      { field: MEDIA_UPLOAD_FIELD, data: Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES + 1, 7), filename: 'huge.png' },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().fields[MEDIA_UPLOAD_FIELD]).toBe(ADMIN_MESSAGES.imageTooLarge);

    const empty = await upload([{ field: MEDIA_UPLOAD_FIELD, data: Buffer.alloc(0), filename: 'empty.png' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[MEDIA_UPLOAD_FIELD]).toBe(ADMIN_MESSAGES.imageEmpty);

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[MEDIA_UPLOAD_FIELD]).toBe(MEDIA_WORDS.uploadMissing);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/media', payload: {}, headers: auth });
    expect(json.statusCode).toBe(400);

    expect((await upload([await imageFile('a.png'), await imageFile('b.png')])).statusCode).toBe(400);
    expect((await upload([{ ...(await imageFile('a.png')), field: 'image' }])).statusCode).toBe(400);
    expect((await upload([await imageFile('a.png')], {})).statusCode).toBe(401);

    expect(await total()).toBe(before.total);
    expect(await storedFiles(t)).toEqual(before.files);
  });
});

describe('GET /admin/media/{id}', () => {
  it('answers the records that show the image now, and 404 or 400 for no image', async () => {
    const item = (await upload([await imageFile('used-later.png')])).json() as Item;
    expect((await one(item._id)).json().usedBy).toEqual([]);
    const form = multipart({ name: 'Harbour Audits', description: 'Audits.', imageId: item._id });
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(service.statusCode).toBe(201);
    expect((await one(item._id)).json().usedBy).toEqual([
      { type: 'service', id: service.json()._id, title: 'Harbour Audits' },
    ]);
    expect((await one(randomUUID())).statusCode).toBe(404);
    expect((await one('not-an-id')).statusCode).toBe(400);
    expect((await one(item._id, {} as typeof auth)).statusCode).toBe(401);
  });
});

describe('a description saved over a colleague’s', () => {
  const describe = (id: string, alt: string, version: number, headers = auth, app = t.app) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      payload: { alt },
      headers: { ...headers, 'if-match': `"${version}"` },
    });

  it('is refused with the image as it is, who saved it and when, on either instance', async () => {
    const colleague = await signIn(t, 'editor');
    const item = (await upload([await imageFile('office.png')])).json() as Item;

    // Nobody described it yet: the stale save is over the upload, which names its uploader.
    const saved = await describe(item._id, 'The office at noon', item.version, colleague, other);
    expect(saved.statusCode).toBe(200);
    const since = Date.now();
    const stale = await describe(item._id, 'The office at night', item.version);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      code: 'CONFLICT',
      current: { _id: item._id, alt: 'The office at noon', version: item.version + 1 },
      by: await me(colleague),
    });
    expect(Math.abs(Date.parse(body.at) - since)).toBeLessThan(60_000);
    expect((await one(item._id)).json().alt).toBe('The office at noon');

    // A save that changed nothing leaves the version and who saved it as they were.
    expect((await describe(item._id, 'The office at noon', item.version + 1)).statusCode).toBe(200);
    const again = await describe(item._id, 'Late', item.version);
    expect(again.json().by).toEqual(await me(colleague));
  });

  it('over an image nobody described names who uploaded it', async () => {
    const uploader = await signIn(t, 'author');
    const item = (await upload([await imageFile('fresh.png')], uploader)).json() as Item;
    const first = await describe(item._id, 'A fresh start', item.version);
    expect(first.statusCode).toBe(200);
    const stale = await describe(item._id, 'Another start', item.version);
    expect(stale.json().by).toEqual(await me(auth));
    // Before anyone described it, the uploader is who saved it.
    const untouched = (await upload([await imageFile('untouched.png')], uploader)).json() as Item;
    const byVersion = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${untouched._id}`,
      payload: { alt: 'x' },
      headers: { ...auth, 'if-match': `"${untouched.version + 5}"` },
    });
    expect(byVersion.statusCode).toBe(409);
    expect(byVersion.json().by).toEqual(await me(uploader));
  });
});
