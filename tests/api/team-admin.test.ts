import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import {
  type Fields,
  type FilePart,
  filesOf as filesOfSrcset,
  formClient,
  imagePart,
  jpegWithExif,
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
const remove = (id: string, signedIn = true) => removeAt(`/team/${id}`, signedIn);
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/team' })).json();
const readBack = async (id: string) => (await list()).find((m: { _id: string }) => m._id === id);

const filesOf = (record: { imageSrcset: string | null }) => filesOfSrcset(record.imageSrcset);

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  role: 'Lead engineer',
  description: 'Writes the first programs.',
  email: 'ada@example.com',
  linkedin: 'https://www.linkedin.com/in/ada',
  dribbble: '',
};
const create = async (fields: Fields = valid) => {
  const res = await send('POST', '/team', fields, await image());
  expect(res.status).toBe(201);
  return res.body;
};

describe('POST /team', () => {
  it('adds a member and answers the member, with the image stored as WebP', async () => {
    const res = await send('POST', '/team', valid, await image());
    expect(res.status).toBe(201);
    const stored = await readBack(res.body._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({ ...valid, dribbble: null, imageWidth: 1200, imageHeight: 750 });
    expect(stored.imageUrl).toBe(`/uploads/${stored.image}`);
    expect(stored.imageSrcset).toContain(`/uploads/${stored.image} 1200w`);
    const files = filesOf(stored);
    expect(files).toHaveLength(3);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(files));
    for (const url of [stored.imageUrl, `/TeamImages/${stored.image}`]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('makes a member Male when no gender is given, and accepts a photo taken on its side', async () => {
    const { gender: _, ...withoutGender } = valid;
    const res = await send(
      'POST',
      '/team',
      withoutGender,
      await image({ data: await jpegWithExif(), filename: 'a.jpg' }),
    );
    expect(res.status).toBe(201);
    // Orientation 6 turns the 800x600 photo upright.
    expect(res.body).toMatchObject({ gender: 'Male', imageWidth: 600, imageHeight: 800 });
  });

  it('names every missing field at once, image included', async () => {
    const before = await list();
    const res = await send('POST', '/team', { gender: 'Male' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        firstName: ADMIN_MESSAGES.teamFirstNameRequired,
        lastName: ADMIN_MESSAGES.teamLastNameRequired,
        role: ADMIN_MESSAGES.teamRoleRequired,
        description: ADMIN_MESSAGES.teamDescriptionRequired,
        email: ADMIN_MESSAGES.teamEmailRequired,
        image: ADMIN_MESSAGES.teamImageRequired,
      },
    });
    expect(await list()).toEqual(before);
  });

  it('refuses a bad e-mail address and a profile link that is not http(s), storing nothing', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    const res = await send(
      'POST',
      '/team',
      { ...valid, email: 'ada-at-example', dribbble: 'javascript:alert(1)' },
      await image(),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: ADMIN_MESSAGES.emailInvalid, dribbble: ADMIN_MESSAGES.linkInvalid });
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses a text file named like a PNG with 415, leaving no row and no file', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    const res = await send('POST', '/team', valid, await image({ data: Buffer.from('hello'), filename: 'x.png' }));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: ADMIN_MESSAGES.serviceImageInvalid,
      fields: { image: ADMIN_MESSAGES.serviceImageInvalid },
    });
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('PUT /team/:id', () => {
  it('changes the fields and answers the member, keeping the image when no file is sent', async () => {
    const created = await create();
    const changes = {
      ...valid,
      firstName: 'Grace',
      lastName: 'Hopper',
      gender: 'Other',
      role: 'Admiral',
      email: 'grace@example.com',
      linkedin: '',
      dribbble: 'https://dribbble.com/grace',
    };
    const res = await send('PUT', `/team/${created._id}`, changes);
    expect(res.status).toBe(200);
    const stored = await readBack(created._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({ ...changes, linkedin: null, image: created.image });
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(created)));
  });

  it('replaces the image, keeping the old files while the history shows them', async () => {
    const created = await create();
    const res = await send('PUT', `/team/${created._id}`, valid, await image({ data: await png(400, 400, '#0f0') }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imageWidth: 400, imageHeight: 400 });
    expect(res.body.image).not.toBe(created.image);
    const files = await storedFiles(t);
    expect(files).toEqual(expect.arrayContaining(filesOf(res.body)));
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('drops the image with removeImage=true, keeping its files for the history', async () => {
    const created = await create();
    const res = await send('PUT', `/team/${created._id}`, { ...valid, removeImage: 'true' });
    expect(res.status).toBe(200);
    expect(await readBack(created._id)).toMatchObject({ image: null, imageUrl: null, imageSrcset: null });
    const files = await storedFiles(t);
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('validates the fields but needs no new image', async () => {
    const created = await create();
    const res = await send('PUT', `/team/${created._id}`, { ...valid, role: '', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ role: ADMIN_MESSAGES.teamRoleRequired, email: ADMIN_MESSAGES.emailInvalid });
    expect(await readBack(created._id)).toEqual(created);
  });
});

describe('DELETE /team/:id', () => {
  it('deletes the member, keeping their files in Recently deleted until 30 days have passed', async () => {
    const created = await create();
    expect(await remove(created._id)).toBe(204);
    expect(await readBack(created._id)).toBeUndefined();
    const kept = await storedFiles(t);
    for (const old of filesOf(created)) expect(kept).toContain(old);
    await letTrashExpire(t, auth);
    const files = await storedFiles(t);
    for (const old of filesOf(created)) expect(files).not.toContain(old);
  });
});

describe('unknown ids and missing sign-in', () => {
  it('answers 404 for an id that does not exist', async () => {
    const id = randomUUID();
    expect(await send('PUT', `/team/${id}`, valid)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await remove(id)).toBe(404);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const created = await create();
    const [rows, files] = [await list(), await storedFiles(t)];
    const post = await send('POST', '/team', valid, await image(), false);
    expect(post).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await send('PUT', `/team/${created._id}`, { ...valid, role: 'Hijacked' }, undefined, false)).status).toBe(
      401,
    );
    expect(await remove(created._id, false)).toBe(401);
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});
