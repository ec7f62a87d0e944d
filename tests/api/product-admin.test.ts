import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { IMAGE_MAX_BYTES } from '../../src/shared/limits';
import {
  type Fields,
  type FilePart,
  filesOf as filesOfSrcset,
  formClient,
  imagePart,
  png,
  signIn,
  storedFiles,
} from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { letTrashExpire } from '../helpers/history';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const image = (over: Partial<FilePart> = {}) => imagePart('image', over);

const { send, remove: removeAt } = formClient(
  () => t,
  () => auth,
);
const remove = (id: string, signedIn = true) => removeAt(`/product/${id}`, signedIn);
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/product' })).json();
const readBack = async (id: string) => (await list()).find((p: { _id: string }) => p._id === id);

const filesOf = (record: { imageSrcset: string | null }) => filesOfSrcset(record.imageSrcset);

const valid = {
  name: 'Kestrel CRM',
  description: 'Customer records for small teams.',
  link: 'https://crm.example.com',
};
const create = async (fields: Fields = valid) => {
  const res = await send('POST', '/product', fields, await image());
  expect(res.status).toBe(201);
  return res.body;
};

describe('POST /product', () => {
  it('creates a product with its image, served as WebP in several widths', async () => {
    const res = await send('POST', '/product', { ...valid, style: 'white' }, await image());
    expect(res.status).toBe(201);
    const stored = await readBack(res.body._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({ ...valid, style: 'white', imageWidth: 1200, imageHeight: 750 });
    expect(stored.imageUrl).toBe(`/uploads/${stored.image}`);
    expect(stored.imageSrcset).toContain(`/uploads/${stored.image} 1200w`);
    expect(stored.imageSrcset).toContain('480w');
    const files = filesOf(stored);
    expect(files).toHaveLength(3);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(files));
    const served = await t.app.inject({ method: 'GET', url: stored.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('stores a blank link and style as none', async () => {
    const created = await create({ ...valid, link: '', style: '' });
    expect(await readBack(created._id)).toMatchObject({ link: null, style: null });
  });

  it('names every missing field at once, image included', async () => {
    const before = await list();
    const res = await send('POST', '/product', { name: ' ', description: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: ADMIN_MESSAGES.productNameRequired,
        description: ADMIN_MESSAGES.productDescriptionRequired,
        image: ADMIN_MESSAGES.productImageRequired,
      },
    });
    expect(await list()).toEqual(before);
  });

  it('refuses a link that is not an http(s) URL, and stores nothing', async () => {
    const files = await storedFiles(t);
    const res = await send('POST', '/product', { ...valid, link: 'javascript:alert(1)' }, await image());
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ link: ADMIN_MESSAGES.linkInvalid });
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses a text file named like a PNG with 415, leaving no row and no file', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    const res = await send(
      'POST',
      '/product',
      valid,
      await image({ data: Buffer.from('just some text, not a picture'), filename: 'x.png' }),
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: ADMIN_MESSAGES.productImageInvalid,
      fields: { image: ADMIN_MESSAGES.productImageInvalid },
    });
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    const res = await send('POST', '/product', valid, await image({ data: Buffer.alloc(IMAGE_MAX_BYTES + 1, 1) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'TOO_LARGE', fields: { image: ADMIN_MESSAGES.imageTooLarge } });
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('PUT /product/:id', () => {
  it('changes the fields and keeps the image when no file is sent', async () => {
    const created = await create();
    const res = await send('PUT', `/product/${created._id}`, {
      name: 'Kestrel CRM 2',
      description: 'Now with reports.',
      link: '',
      style: 'black-img-white-text',
    });
    expect(res.status).toBe(200);
    const stored = await readBack(created._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({
      name: 'Kestrel CRM 2',
      description: 'Now with reports.',
      link: null,
      style: 'black-img-white-text',
      image: created.image,
    });
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(created)));
  });

  it('replaces the image, keeping the old files while the history shows them', async () => {
    const created = await create();
    const res = await send('PUT', `/product/${created._id}`, valid, await image({ data: await png(600, 400, '#f00') }));
    expect(res.status).toBe(200);
    expect(res.body.image).not.toBe(created.image);
    expect(res.body).toMatchObject({ imageWidth: 600, imageHeight: 400 });
    const files = await storedFiles(t);
    expect(files).toEqual(expect.arrayContaining(filesOf(res.body)));
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('drops the image with removeImage=true, keeping its files for the history', async () => {
    const created = await create();
    const res = await send('PUT', `/product/${created._id}`, { ...valid, removeImage: 'true' });
    expect(res.status).toBe(200);
    expect(await readBack(created._id)).toMatchObject({ image: null, imageUrl: null, imageSrcset: null });
    const files = await storedFiles(t);
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('validates the fields but needs no new image', async () => {
    const created = await create();
    const res = await send('PUT', `/product/${created._id}`, { name: '', description: 'x', link: 'ftp://x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: ADMIN_MESSAGES.productNameRequired, link: ADMIN_MESSAGES.linkInvalid });
    expect(await readBack(created._id)).toEqual(created);
  });

  it('keeps the record and its image when the new upload is not an image', async () => {
    const created = await create();
    const files = await storedFiles(t);
    const bad = await image({ data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.png' });
    const res = await send('PUT', `/product/${created._id}`, { ...valid, name: 'Changed' }, bad);
    expect(res.status).toBe(415);
    expect(await readBack(created._id)).toEqual(created);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('DELETE /product/:id', () => {
  it('deletes the product, keeping its files in Recently deleted until 30 days have passed', async () => {
    const created = await create();
    expect(await remove(created._id)).toBe(204);
    expect(await readBack(created._id)).toBeUndefined();
    const kept = await storedFiles(t);
    for (const old of filesOf(created)) expect(kept).toContain(old);
    await letTrashExpire(t, auth);
    const files = await storedFiles(t);
    for (const old of filesOf(created)) expect(files).not.toContain(old);
    expect((await t.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(404);
  });
});

describe('unknown ids and missing sign-in', () => {
  it('answers 404 for an id that does not exist', async () => {
    const id = randomUUID();
    const put = await send('PUT', `/product/${id}`, valid);
    expect(put).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await remove(id)).toBe(404);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const created = await create();
    const [rows, files] = [await list(), await storedFiles(t)];
    const post = await send('POST', '/product', valid, await image(), false);
    expect(post).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const put = await send('PUT', `/product/${created._id}`, { ...valid, name: 'Hijacked' }, await image(), false);
    expect(put.status).toBe(401);
    expect(await remove(created._id, false)).toBe(401);
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});
