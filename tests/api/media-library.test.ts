/** The media library (issue 13): every stored image, where it is used, its description, reuse and deletion. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnsavedTextImages } from '../../src/server/content/images';
import { media } from '../../src/server/db/schema';
import { MEDIA_PER_PAGE, MEDIA_WORDS } from '../../src/shared/admin-words/media';
import { formClient, imagePart, multipart, png, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { send } = formClient(
  () => t,
  () => auth,
);

type Item = {
  _id: string;
  url: string;
  fileName: string;
  alt: string | null;
  decorative: boolean;
  width: number;
  height: number;
  bytes: number;
  usedBy: { type: string; id: string; title: string }[];
};

const library = async (query = '', signedIn = true) =>
  t.app.inject({ method: 'GET', url: `/api/admin/media${query}`, headers: signedIn ? auth : {} });
const items = async (query = ''): Promise<Item[]> => (await library(query)).json().items;
const change = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/media/${id}`, headers: auth, payload: payload as object });
const drop = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers: auth });
const fileAnswer = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

async function addService(name: string, file: { filename?: string; imageId?: string } = {}) {
  const fields: Record<string, string> = { name, description: `${name} for teams.` };
  if (file.imageId) fields.imageId = file.imageId;
  const part = file.imageId ? undefined : await imagePart('image', { filename: file.filename ?? 'upload.png' });
  return send('POST', '/service', fields, part);
}

describe('GET /admin/media', () => {
  it('lists an uploaded image first, with its file name, size, dimensions and the record using it', async () => {
    const created = await addService('Harbour Audits', { filename: 'harbour-view.png' });
    expect(created.status).toBe(201);
    const [first] = await items();
    expect(first).toMatchObject({
      fileName: 'harbour-view.png',
      width: 1200,
      height: 750,
      alt: null,
      decorative: false,
      usedBy: [{ type: 'service', id: created.body._id, title: 'Harbour Audits' }],
    });
    expect(first?.bytes).toBeGreaterThan(100);
    expect(first?.url).toBe(created.body.imageUrl);
    expect(await fileAnswer(first?.url ?? '')).toBe(200);
  });

  it('finds images by file name and by description, and pages them 24 at a time, newest first', async () => {
    for (let i = 0; i < MEDIA_PER_PAGE; i++) {
      const body = multipart({}, { field: 'image', data: pngs[i % pngs.length] as Buffer, filename: `shot-${i}.png` });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/content-images',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(res.statusCode).toBe(201);
    }
    const page1 = (await library()).json();
    expect(page1.total).toBe(MEDIA_PER_PAGE + 1);
    expect(page1.items).toHaveLength(MEDIA_PER_PAGE);
    expect(page1.items[0].fileName).toBe(`shot-${MEDIA_PER_PAGE - 1}.png`);
    const page2 = (await library('?page=2')).json();
    expect(page2.items.map((i: Item) => i.fileName)).toEqual(['harbour-view.png']);

    expect((await items('?q=HARBOUR')).map((i) => i.fileName)).toEqual(['harbour-view.png']);
    const harbour = (await items('?q=harbour'))[0] as Item;
    expect((await change(harbour._id, { alt: 'Cranes over a quiet harbour at dawn' })).statusCode).toBe(200);
    expect((await items('?q=cranes')).map((i) => i.fileName)).toEqual(['harbour-view.png']);
    expect(await items('?q=nothing-like-this')).toEqual([]);
    // Wildcards typed are themselves.
    expect(await items(`?q=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('refuses a bad page, and anyone not signed in', async () => {
    expect((await library('?page=0')).statusCode).toBe(400);
    expect((await library('?page=abc')).statusCode).toBe(400);
    expect((await library('', false)).statusCode).toBe(401);
  });
});

const pngs: Buffer[] = [];
beforeAll(async () => {
  for (const color of ['#0f766e', '#b91c1c', '#1d4ed8']) pngs.push(await png(64, 48, color));
});

describe('PATCH /admin/media/{id}', () => {
  it('describes the image on every page that shows it, falls back to the name, and is empty only when decorative', async () => {
    const [service] = (await t.app.inject({ method: 'GET', url: '/api/service' })).json();
    expect(service.imageAlt).toBe('Cranes over a quiet harbour at dawn');
    const services = (await t.app.inject({ method: 'GET', url: '/services' })).body;
    expect(services).toContain('alt="Cranes over a quiet harbour at dawn"');

    const harbour = (await items('?q=harbour'))[0] as Item;
    const cleared = await change(harbour._id, { alt: '' });
    expect(cleared.json().alt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json()[0].imageAlt).toBe('Harbour Audits');

    expect((await change(harbour._id, { decorative: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json()[0].imageAlt).toBe('');
    expect((await change(harbour._id, { decorative: false })).statusCode).toBe(200);
  });

  it('refuses a description too long, a wrong type or field, and an unknown image, changing nothing', async () => {
    const harbour = (await items('?q=harbour'))[0] as Item;
    const long = await change(harbour._id, { alt: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.alt).toBe(MEDIA_WORDS.altTooLong);
    expect((await change(harbour._id, { alt: 42 })).statusCode).toBe(400);
    expect((await change(harbour._id, { name: 'evil.webp' })).statusCode).toBe(400);
    expect((await change(randomUUID(), { alt: 'Nobody' })).statusCode).toBe(404);
    expect((await items('?q=harbour'))[0]).toMatchObject({ alt: null, decorative: false });
  });
});

describe('choosing an image from the library', () => {
  it('lets a second record show the same image without a new upload; a gone or malformed id is refused by its field', async () => {
    const harbour = (await items('?q=harbour'))[0] as Item;
    const before = (await library()).json().total;
    const product = await send('POST', '/product', { name: 'Quay', description: 'A port app.', imageId: harbour._id });
    expect(product.status).toBe(201);
    expect(product.body.imageUrl).toBe(harbour.url);
    expect((await library()).json().total).toBe(before);
    const used = (await items('?q=harbour'))[0] as Item;
    expect(used.usedBy.map((u) => u.type).sort()).toEqual(['product', 'service']);

    const gone = await send('POST', '/product', { name: 'Ghost', description: 'Nothing.', imageId: randomUUID() });
    expect(gone.status).toBe(409);
    expect(gone.body.fields.image).toBe(MEDIA_WORDS.chosenMissing);
    const malformed = await send('POST', '/product', { name: 'Ghost', description: 'Nothing.', imageId: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.image).toBe(MEDIA_WORDS.chosenMissing);
  });
});

describe('DELETE /admin/media/{id}', () => {
  it('is refused while a record shows the image, naming it, and allowed once none does; the files go', async () => {
    const harbour = (await items('?q=harbour'))[0] as Item;
    const refused = await drop(harbour._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MEDIA_WORDS.inUse);
    expect(
      refused
        .json()
        .usedBy.map((u: { title: string }) => u.title)
        .sort(),
    ).toEqual(['Harbour Audits', 'Quay']);
    expect(await fileAnswer(harbour.url)).toBe(200);

    // Both records move to other images; the harbour is now only in their history, and can go.
    const other = (await items('?q=shot-0')).find((i) => i.fileName === 'shot-0.png') as Item;
    for (const used of refused.json().usedBy as { type: string; id: string }[]) {
      const res = await send('PUT', `/${used.type}/${used.id}`, {
        ...(used.type === 'service'
          ? { name: 'Harbour Audits', description: 'Harbour Audits for teams.' }
          : { name: 'Quay', description: 'A port app.' }),
        imageId: other._id,
      });
      expect(res.status).toBe(200);
    }
    expect((await drop(harbour._id)).statusCode).toBe(204);
    expect(await fileAnswer(harbour.url)).toBe(404);
    expect(await items('?q=harbour')).toEqual([]);
    expect((await drop(harbour._id)).statusCode).toBe(404);
  });

  it('brings back a saved version whose image was deleted since without the image', async () => {
    const [service] = (await t.app.inject({ method: 'GET', url: '/api/service' })).json();
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/revisions?type=service&id=${service._id}`, headers: auth })
    ).json();
    const first = history.items?.at(-1) ?? history.at?.(-1);
    const restored = await t.app.inject({ method: 'POST', url: `/api/revisions/${first._id}/restore`, headers: auth });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().imageUrl).toBeNull();
  });

  it('never leaves a record pointing at a deleted image when deletes and saves that choose it race', async () => {
    for (let round = 0; round < 8; round++) {
      const upload = await addService(`Race ${round}`, { filename: `race-${round}.png` });
      const image = (await items(`?q=race-${round}`))[0] as Item;
      // The record moves off it, so that a delete is allowed; then a save choosing it again races the delete.
      const spare = (await items('?q=shot-1')).find((i) => i.fileName === 'shot-1.png') as Item;
      await send('PUT', `/service/${upload.body._id}`, { name: `Race ${round}`, description: 'x', imageId: spare._id });
      const [deleted, saved] = await Promise.all([
        drop(image._id),
        send('PUT', `/service/${upload.body._id}`, { name: `Race ${round}`, description: 'x', imageId: image._id }),
      ]);
      const [row] = await t.database.db.select().from(media).where(eq(media.id, image._id));
      if (saved.status === 200) {
        expect(deleted.statusCode).toBe(409);
        expect(row).toBeDefined();
        expect(await fileAnswer(image.url)).toBe(200);
      } else {
        expect(saved.status).toBe(409);
        expect(deleted.statusCode).toBe(204);
        expect(row).toBeUndefined();
      }
    }
  });
});

describe('the sweep of images put into a post but never saved', () => {
  it('deletes them after 24 hours, and keeps one a post shows', async () => {
    const upload = async (name: string) => {
      const body = multipart({}, { field: 'image', data: pngs[0] as Buffer, filename: name });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/content-images',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { url: string };
    };
    const orphan = await upload('forgotten.png');
    const kept = await upload('kept.png');
    const post = await send('POST', '/blog', {
      title: 'Pictures of the quay',
      category: 'Business',
      content: `<p>Look:</p><p><img src="${kept.url}" alt="The quay"></p>`,
    });
    expect(post.status).toBe(201);
    const fresh = await upload('too-fresh.png');
    // The first two were uploaded a day and a minute ago.
    for (const url of [orphan.url, kept.url]) {
      await t.database.db
        .update(media)
        .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
        .where(eq(media.name, url.replace('/uploads/', '')));
    }
    expect(await sweepUnsavedTextImages(t.app)).toBe(1);
    expect(await fileAnswer(orphan.url)).toBe(404);
    expect(await fileAnswer(kept.url)).toBe(200);
    expect(await fileAnswer(fresh.url)).toBe(200);
    expect(await items('?q=forgotten')).toEqual([]);
  });
});
