/**
 * Stored images are kept in memory once read; a deleted image stops being served at once on the instance
 * that deleted it, and on another instance of the same database as soon as the change reaches it. (An image
 * is deleted once nothing shows it: its record gone from Recently deleted after 30 days.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { imagePart, multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { letTrashExpire } from '../helpers/history';

let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  a = await createTestApp({ STORAGE: 'postgres' });
  b = await buildApp(a.config, { database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const eventually = async (check: () => Promise<boolean>, ms = 2000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

describe('images kept in memory', () => {
  it('are served with an immutable cache header, and not once they are deleted, on either instance', async () => {
    const auth = await signIn(a);
    const form = multipart({ name: 'Memory product', description: 'Kept in memory.' }, await imagePart());
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/product',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(created.statusCode).toBe(201);
    const url = created.json().imageUrl as string;
    for (const app of [a.app, b, a.app, b]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('image/webp');
    }
    expect(
      (await a.app.inject({ method: 'DELETE', url: `/api/product/${created.json()._id}`, headers: auth })).statusCode,
    ).toBe(204);
    // Recently deleted keeps the record with its picture for 30 days; then both go.
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(200);
    await letTrashExpire(a, auth);
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await eventually(async () => (await b.inject({ method: 'GET', url })).statusCode === 404)).toBe(true);
  });
});
