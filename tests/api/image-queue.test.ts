/**
 * Images are decoded a few at a time (docs/decisions/020): a burst beyond the bound is refused with 503
 * and Retry-After, leaving nothing stored, and public pages and files keep answering meanwhile.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import { services } from '../../src/server/db/schema';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING } from '../../src/shared/limits';
import { filesOf, multipart, png, signIn, storedFiles } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

/** Uploads the queue takes in a burst; the rest of a larger burst is refused. */
const ACCEPTED = IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING;
/**
 * A public answer slower than this while images are processed means the uploads are starving it (a
 * stored image took over 2 s before the queue; a few ms with it). Generous, for a machine busy with
 * other tests.
 */
const PUBLIC_ANSWER_MS = 1000;

let t: TestApp;
let auth: { authorization: string };
/** The image: a solid-colour 40-megapixel PNG, a few hundred KB that take long to decode. */
let bigPng: Buffer;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  auth = await signIn(t);
  bigPng = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#4f46e5' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(services);
  await rm(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true });
});

const upload = (i: number, data = bigPng) => {
  const form = multipart({ name: `Service ${i}`, description: 'Uploaded in a burst.' }, { field: 'image', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};
const rows = async () => (await t.database.db.select({ n: count() }).from(services))[0]?.n;

describe('a burst of large uploads', () => {
  it('is processed up to the bound; the rest get 503 with Retry-After and leave no row and no file', async () => {
    const version = await readContentVersion(t.database.db);
    const answers = await Promise.all(Array.from({ length: ACCEPTED + 3 }, (_, i) => upload(i)));

    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(accepted).toHaveLength(ACCEPTED);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 'UNAVAILABLE', message: ADMIN_MESSAGES.imagesBusy });
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
    // Only the accepted uploads are stored: their rows, and exactly their files.
    expect(await rows()).toBe(ACCEPTED);
    const theirFiles = accepted.flatMap((a) => filesOf(a.json().imageSrcset)).sort();
    expect(theirFiles).toHaveLength(ACCEPTED * 4);
    expect(await storedFiles(t)).toEqual(theirFiles);
    expect(await readContentVersion(t.database.db)).toBeGreaterThan(version);
    expect(t.app.imageQueue.size).toBe(0);
  });

  it('lets public pages and stored images answer while the images are processed', async () => {
    const first = (await upload(0, await png(1600, 1000))).json();
    expect(first.imageUrl).toMatch(/^\/uploads\//);

    const urls = ['/', '/api/health', first.imageUrl, '/services'];
    // Once each first (the first render of a page loads its code), so that the timing below is of the burst.
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    let burstDone = false;
    const burst = Promise.all(Array.from({ length: ACCEPTED }, (_, i) => upload(i + 1))).finally(() => {
      burstDone = true;
    });
    // Wait until sharp is at work on the burst, so that each public request below meets it.
    while (sharp.counters().process === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // How many images sharp works on at once, sampled until the burst is done.
    let mostAtOnce = 0;
    const sampling = (async () => {
      while (!burstDone) {
        mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    try {
      for (const url of urls) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url });
        const ms = performance.now() - started;
        expect(res.statusCode, url).toBe(200);
        expect(ms, `${url} answered in ${ms.toFixed(0)} ms`).toBeLessThan(PUBLIC_ANSWER_MS);
        expect(burstDone, `${url} answered after the uploads`).toBe(false);
      }
    } finally {
      // A failure above must not leave uploads writing into the next test.
      await burst;
      await sampling;
    }
    expect(mostAtOnce).toBe(IMAGE_JOBS_AT_ONCE);
    expect((await burst).map((a) => a.statusCode)).toEqual(Array(ACCEPTED).fill(201));
  });
});
