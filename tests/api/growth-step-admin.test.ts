import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
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
const remove = (id: string, signedIn = true) => removeAt(`/growthsteps/${id}`, signedIn);
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/growthsteps' })).json();
const readBack = async (id: string) => (await list()).find((s: { _id: string }) => s._id === id);

const filesOf = (record: { imageSrcset: string | null }) => filesOfSrcset(record.imageSrcset);

/** A step with a number no other step has (the demo's steps are 1-4; two steps cannot share one). */
let nextNumber = 100;
const valid = () => ({
  number: String(nextNumber++),
  title: 'Discover',
  description: 'We learn how your business works.',
});
const create = async (fields: Fields = valid()) => {
  const res = await send('POST', '/growthsteps', fields, await image());
  expect(res.status).toBe(201);
  return res.body;
};

describe('POST /growthsteps', () => {
  it('adds a step and answers the step, with the image stored as WebP', async () => {
    const fields = valid();
    const res = await send('POST', '/growthsteps', fields, await image());
    expect(res.status).toBe(201);
    const stored = await readBack(res.body._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({ ...fields, number: Number(fields.number), imageWidth: 1200, imageHeight: 750 });
    expect(stored.imageUrl).toBe(`/uploads/${stored.image}`);
    expect(stored.imageSrcset).toContain(`/uploads/${stored.image} 1200w`);
    const files = filesOf(stored);
    expect(files).toHaveLength(3);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(files));
    for (const url of [stored.imageUrl, `/growthImage/${stored.image}`]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('lists steps by number, whatever order they were added in', async () => {
    const third = await create({ ...valid(), number: '30', title: 'Grow' });
    const second = await create({ ...valid(), number: '20', title: 'Build' });
    const ids = (await list()).map((s: { _id: string }) => s._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(third._id));
  });

  it('names every missing field at once, image included', async () => {
    const before = await list();
    const res = await send('POST', '/growthsteps', { number: '', title: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        number: ADMIN_MESSAGES.stepNumberRequired,
        title: ADMIN_MESSAGES.stepTitleRequired,
        description: ADMIN_MESSAGES.stepDescriptionRequired,
        image: ADMIN_MESSAGES.stepImageRequired,
      },
    });
    expect(await list()).toEqual(before);
  });

  it('refuses a step number that is not a number, storing nothing', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    for (const number of ['two', '1.5']) {
      const res = await send('POST', '/growthsteps', { ...valid(), number }, await image());
      expect(res.status, number).toBe(400);
      expect(res.body.fields).toEqual({ number: ADMIN_MESSAGES.stepNumberRequired });
    }
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses a text file named like a PNG with 415, leaving no row and no file', async () => {
    const [rows, files] = [await list(), await storedFiles(t)];
    const res = await send(
      'POST',
      '/growthsteps',
      valid(),
      await image({ data: Buffer.from('hi'), filename: 'x.png' }),
    );
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

describe('step numbers', () => {
  it('are one per step: a taken number is refused by its field, on adding and on changing, and nothing is stored', async () => {
    const first = await create({ ...valid(), number: '50' });
    const before = await storedFiles(t);
    const twin = await send('POST', '/growthsteps', { ...valid(), number: '50' }, await image());
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ code: 'CONFLICT', fields: { number: ADMIN_MESSAGES.stepNumberTaken } });
    expect(await storedFiles(t)).toEqual(before);
    const other = await create({ ...valid(), number: '51' });
    const moved = await send('PUT', `/growthsteps/${other._id}`, { ...valid(), number: '50' });
    expect(moved.status).toBe(409);
    expect((await readBack(other._id)).number).toBe(51);
    // A step keeps its own number when other fields change.
    expect(
      (await send('PUT', `/growthsteps/${first._id}`, { ...valid(), number: '50', title: 'Renamed' })).status,
    ).toBe(200);
  });

  it('hold when 20 saves give the same number at once: one step gets it', async () => {
    // Changes, not additions: 20 images at once would be turned away by the image queue first (503).
    const steps = [];
    for (let i = 0; i < 20; i++) steps.push(await create());
    const results = await Promise.all(
      steps.map((step, i) =>
        send('PUT', `/growthsteps/${step._id}`, { ...valid(), number: '70', title: `Racer ${i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await list()).filter((s: { number: number }) => s.number === 70)).toHaveLength(1);
  });
});

describe('PUT /growthsteps/:id', () => {
  it('changes the fields and answers the step, keeping the image when no file is sent', async () => {
    const created = await create();
    const res = await send('PUT', `/growthsteps/${created._id}`, {
      number: '44',
      title: 'Launch',
      description: 'We ship it.',
    });
    expect(res.status).toBe(200);
    const stored = await readBack(created._id);
    expect(stored).toEqual(res.body);
    expect(stored).toMatchObject({ number: 44, title: 'Launch', description: 'We ship it.', image: created.image });
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(created)));
  });

  it('replaces the image, keeping the old files while the history shows them', async () => {
    const created = await create();
    const res = await send('PUT', `/growthsteps/${created._id}`, valid(), await image({ data: await png(300, 200) }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imageWidth: 300, imageHeight: 200 });
    expect(res.body.image).not.toBe(created.image);
    const files = await storedFiles(t);
    expect(files).toEqual(expect.arrayContaining(filesOf(res.body)));
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('drops the image with removeImage=true, keeping its files for the history', async () => {
    const created = await create();
    const res = await send('PUT', `/growthsteps/${created._id}`, { ...valid(), removeImage: 'true' });
    expect(res.status).toBe(200);
    expect(await readBack(created._id)).toMatchObject({ image: null, imageUrl: null, imageSrcset: null });
    const files = await storedFiles(t);
    for (const old of filesOf(created)) expect(files).toContain(old);
  });

  it('validates the fields but needs no new image', async () => {
    const created = await create();
    const res = await send('PUT', `/growthsteps/${created._id}`, { number: 'x', title: 'T', description: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      number: ADMIN_MESSAGES.stepNumberRequired,
      description: ADMIN_MESSAGES.stepDescriptionRequired,
    });
    expect(await readBack(created._id)).toEqual(created);
  });
});

describe('DELETE /growthsteps/:id', () => {
  it('deletes the step, keeping its files in Recently deleted until 30 days have passed', async () => {
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
    expect(await send('PUT', `/growthsteps/${id}`, valid())).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await remove(id)).toBe(404);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const created = await create();
    const [rows, files] = [await list(), await storedFiles(t)];
    const post = await send('POST', '/growthsteps', valid(), await image(), false);
    expect(post).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const put = await send('PUT', `/growthsteps/${created._id}`, { ...valid(), title: 'Hijacked' }, undefined, false);
    expect(put.status).toBe(401);
    expect(await remove(created._id, false)).toBe(401);
    expect(await list()).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});
