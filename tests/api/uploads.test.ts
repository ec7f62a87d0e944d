import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import { services } from '../../src/server/db/schema';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { type FilePart, jpegWithExif, multipart, png, signIn, storedFiles } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { letTrashExpire } from '../helpers/history';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures/images', name));

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(services);
  await rm(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true });
});

const fields = { name: 'Cloud', description: 'Platforms that scale.' };
const postService = (files: FilePart[], body: Record<string, string> = fields) => {
  const form = multipart(body, ...files);
  return t.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};
const rows = async () => (await t.database.db.select({ n: count() }).from(services))[0]?.n;

describe('uploads that cannot hurt', () => {
  it.each([
    ['a JPEG header followed by HTML', 'jpeg-header-then-html.jpg', 'image/jpeg', 415],
    ['an SVG with script', 'svg-with-script.svg', 'image/svg+xml', 415],
    ['HTML named .png', 'html-named-png.png', 'image/png', 415],
    ['a truncated PNG', 'truncated.png', 'image/png', 415],
    ['a zero-byte file', 'empty.png', 'image/png', 400],
    ['a 20000x20000 PNG bomb', 'bomb-20000x20000.png', 'image/png', 413],
  ])('refuses %s with a clear 4xx, leaving no row and no file', async (_name, file, type, status) => {
    const version = await readContentVersion(t.database.db);
    const res = await postService([{ field: 'image', data: await fixture(file), filename: file, contentType: type }]);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.fields.image).toMatch(/\w/);
    if (status === 415)
      expect(body).toMatchObject({ code: 'UNSUPPORTED_MEDIA', message: ADMIN_MESSAGES.serviceImageInvalid });
    if (status === 413) expect(body.message).toBe(ADMIN_MESSAGES.imageTooManyPixels);
    expect(await rows()).toBe(0);
    expect(await storedFiles(t)).toEqual([]);
    expect(await readContentVersion(t.database.db)).toBe(version);
  });

  it('refuses a file over 10 MB while reading it', async () => {
    const res = await postService([{ field: 'image', data: Buffer.alloc(10 * 1024 * 1024 + 1, 7) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: ADMIN_MESSAGES.imageTooLarge });
    expect(await rows()).toBe(0);
    expect(await storedFiles(t)).toEqual([]);
  });

  it('refuses a file under the wrong field name, and a second file', async () => {
    const wrong = await postService([{ field: 'photo', data: await png() }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.photo).toContain('Send the image as "image"');
    const two = await postService([
      { field: 'image', data: await png() },
      { field: 'image', data: await png() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(await rows()).toBe(0);
    expect(await storedFiles(t)).toEqual([]);
  });

  it('decodes a real image whatever its name or declared type', async () => {
    const res = await postService([
      { field: 'image', data: await png(900, 600), filename: 'notes.txt', contentType: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageWidth: 900, imageHeight: 600 });
    expect(res.json().image).toMatch(/^[0-9a-f-]{36}\.webp$/);
  });

  it('strips EXIF metadata and applies the orientation', async () => {
    const res = await postService([
      { field: 'image', data: await jpegWithExif(800, 600), filename: 'IMG_0001.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { imageUrl, imageWidth, imageHeight } = res.json();
    // Orientation 6 turns an 800x600 photo upright: 600 wide, 800 high.
    expect([imageWidth, imageHeight]).toEqual([600, 800]);
    const file = await t.app.inject({ method: 'GET', url: imageUrl });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('makes WebP width variants for srcset, never upscaling', async () => {
    const big = (await postService([{ field: 'image', data: await png(2000, 1000) }])).json();
    expect(big.imageSrcset.split(', ').map((c: string) => c.split(' ')[1])).toEqual(['480w', '960w', '1600w', '2000w']);
    const small = (await postService([{ field: 'image', data: await png(300, 200) }])).json();
    expect(small.imageSrcset).toBe(`${small.imageUrl} 300w`);
    expect(await storedFiles(t)).toHaveLength(5);
  });

  it('leaves no file behind when the row cannot be written', async () => {
    await t.database.db.execute(sql`alter table services add constraint no_boom check (name <> 'boom')`);
    try {
      const res = await postService([{ field: 'image', data: await png() }], { name: 'boom', description: 'x' });
      expect(res.statusCode).toBe(500);
      expect(await storedFiles(t)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table services drop constraint no_boom`);
    }
  });
});

describe('editing a record with an image', () => {
  it('keeps the image and saves the other fields when no new file is sent', async () => {
    const created = (await postService([{ field: 'image', data: await png() }])).json();
    const form = multipart({ name: 'Cloud & Platform', description: 'Renamed.' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${created._id}`,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Cloud & Platform', description: 'Renamed.', image: created.image });
    expect((await t.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(200);
  });

  it('keeps replaced and deleted images while history shows them, and deletes every file once nothing does', async () => {
    const created = (await postService([{ field: 'image', data: await png(1000, 600) }])).json();
    const before = await storedFiles(t);
    const form = multipart(fields, { field: 'image', data: await png(700, 400, '#10b981') });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${created._id}`,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    const newFiles = [replaced.json().image, replaced.json().image.replace('.webp', '-480.webp')];
    // The old version is in the history: restoring it would bring its picture back.
    expect(await storedFiles(t)).toEqual([...before, ...newFiles].sort());
    await t.app.inject({ method: 'DELETE', url: `/api/service/${created._id}`, headers: auth });
    expect(await storedFiles(t)).toEqual([...before, ...newFiles].sort());
    await letTrashExpire(t, auth);
    expect(await storedFiles(t)).toEqual([]);
  });
});

describe('service fields', () => {
  it("names each missing field with the spec's words and stores nothing", async () => {
    const res = await postService([], { name: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: ADMIN_MESSAGES.serviceNameRequired,
      description: ADMIN_MESSAGES.serviceDescriptionRequired,
      image: ADMIN_MESSAGES.serviceImageRequired,
    });
    expect(await rows()).toBe(0);
  });

  it('answers 404 to a change or delete of an unknown service', async () => {
    const form = multipart(fields);
    const id = crypto.randomUUID();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${id}`,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/service/${id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/service/not-a-uuid', headers: auth })).statusCode).toBe(
      400,
    );
  });
});
