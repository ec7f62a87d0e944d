/** Services, products and team in the order the administrators choose (issue 13), which the public pages follow. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient, imagePart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { send, remove } = formClient(
  () => t,
  () => auth,
);

type Named = { _id: string; name?: string; firstName?: string };
const names = (list: Named[]) => list.map((item) => item.name ?? item.firstName);

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const reorder = (path: string, ids: unknown, signedIn = true) =>
  t.app.inject({ method: 'PUT', url: `/api/${path}/order`, headers: signedIn ? auth : {}, payload: { ids } });
/** Where each name first appears in a public page's HTML, so their order on the page can be compared. */
const orderOnPage = async (url: string, words: string[]) => {
  const html = (await t.app.inject({ method: 'GET', url })).body;
  return [...words].sort((a, b) => html.indexOf(a) - html.indexOf(b));
};

const addService = async (name: string) => {
  const res = await send('POST', '/service', { name, description: `${name} for teams.` }, await imagePart());
  expect(res.status).toBe(201);
  return res.body as Named;
};

describe('PUT /{service|product|team}/order', () => {
  it('puts the services in the chosen order, in the API and on the public pages; a new one comes last', async () => {
    for (const name of ['Alpha Audits', 'Beta Builds', 'Gamma Grids']) await addService(name);
    const before: Named[] = await get('/api/service');
    expect(names(before)).toEqual(['Alpha Audits', 'Beta Builds', 'Gamma Grids']);

    const chosen = [before[2], before[0], before[1]].map((s) => s?._id);
    const res = await reorder('service', chosen);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Gamma Grids', 'Alpha Audits', 'Beta Builds']);
    expect(names(await get('/api/service'))).toEqual(['Gamma Grids', 'Alpha Audits', 'Beta Builds']);
    expect(await orderOnPage('/services', ['Alpha Audits', 'Beta Builds', 'Gamma Grids'])).toEqual([
      'Gamma Grids',
      'Alpha Audits',
      'Beta Builds',
    ]);

    await addService('Delta Docs');
    expect(names(await get('/api/service'))).toEqual(['Gamma Grids', 'Alpha Audits', 'Beta Builds', 'Delta Docs']);
  });

  it('brings a deleted and restored service back to its place', async () => {
    const list: Named[] = await get('/api/service');
    const alpha = list.find((s) => s.name === 'Alpha Audits');
    expect(await remove(`/service/${alpha?._id}`)).toBe(204);
    expect(names(await get('/api/service'))).not.toContain('Alpha Audits');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/service/${alpha?._id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(names(await get('/api/service'))).toEqual(['Gamma Grids', 'Alpha Audits', 'Beta Builds', 'Delta Docs']);
  });

  it('orders products and team members too, and their public pages follow', async () => {
    for (const name of ['Orbit', 'Pulse']) {
      expect((await send('POST', '/product', { name, description: `${name} app.` }, await imagePart())).status).toBe(
        201,
      );
    }
    const products: Named[] = await get('/api/product');
    const reversed = products.map((p) => p._id).reverse();
    expect((await reorder('product', reversed)).statusCode).toBe(200);
    expect(names(await get('/api/product'))).toEqual(['Pulse', 'Orbit']);
    expect(await orderOnPage('/products', ['Orbit', 'Pulse'])).toEqual(['Pulse', 'Orbit']);

    for (const firstName of ['Noor', 'Ines']) {
      const member = {
        firstName,
        lastName: 'Example',
        gender: 'Female',
        role: 'Engineer',
        description: 'Builds things.',
        email: `${firstName.toLowerCase()}@example.com`,
      };
      expect((await send('POST', '/team', member, await imagePart())).status).toBe(201);
    }
    const team: Named[] = await get('/api/team');
    expect((await reorder('team', team.map((m) => m._id).reverse())).statusCode).toBe(200);
    expect(names(await get('/api/team'))).toEqual(['Ines', 'Noor']);
    expect(await orderOnPage('/about', ['Noor Example', 'Ines Example'])).toEqual(['Ines Example', 'Noor Example']);
  });

  it('refuses a list with a repeated or malformed id, or without sign-in, and keeps the order', async () => {
    const before = names(await get('/api/service'));
    const ids = (await get('/api/service')).map((s: Named) => s._id);
    const repeated = await reorder('service', [ids[0], ids[0]]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields.ids).toMatch(/once/);
    expect((await reorder('service', ['not-an-id'])).statusCode).toBe(400);
    expect((await reorder('service', 'abc')).statusCode).toBe(400);
    expect((await reorder('service', [...ids].reverse(), false)).statusCode).toBe(401);
    expect(names(await get('/api/service'))).toEqual(before);
  });

  it('ends with one of the orders sent when many arrive at once, never a mix; unknown ids change nothing', async () => {
    const ids: string[] = (await get('/api/service')).map((s: Named) => s._id);
    const orders = Array.from({ length: 40 }, (_, n) => {
      const rotated = [...ids.slice(n % ids.length), ...ids.slice(0, n % ids.length)];
      return n % 2 ? rotated.reverse() : rotated;
    });
    const answers = await Promise.all(orders.map((order) => reorder('service', order)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const final = (await get('/api/service')).map((s: Named) => s._id);
    expect(orders.map((o) => o.join())).toContain(final.join());

    // An id of nothing (e.g. a record deleted meanwhile) is harmless: the others keep the order given.
    const withGhost = [randomUUID(), ...[...ids].reverse()];
    expect((await reorder('service', withGhost)).statusCode).toBe(200);
    expect((await get('/api/service')).map((s: Named) => s._id)).toEqual([...ids].reverse());
  });
});
