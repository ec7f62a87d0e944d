/**
 * Who is editing (issue 25): a form's heartbeat makes its writer visible to colleagues opening the same record,
 * on another instance of the site too; leaving, or 30 s of silence, clears it.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import { editingPresence } from '../../src/server/db/schema';
import { clientAddress, createTestApp, secondInstance, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin, makeBlog } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function person(name: string) {
  const admin = await makeAdmin(t.database.db, { role: 'author', email: `${name.toLowerCase()}@example.com` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: clientAddress(),
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  return { name: admin.name, email: admin.email, authorization: `Bearer ${res.json().token}` };
}

const beat = (app: FastifyInstance, who: { authorization: string }, payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/presence', headers: { authorization: who.authorization }, payload });
const look = (app: FastifyInstance, who: { authorization: string }, query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/presence?${query}`, headers: { authorization: who.authorization } });

describe('who is editing', () => {
  it('shows a colleague with the record open, across two instances, and forgets them when they leave', async () => {
    const { app: other, close } = await secondInstance(t);
    try {
      const ada = await person('Ada');
      const grace = await person('Grace');
      const { id } = await makeBlog(t.database.db);
      const mine = await beat(t.app, ada, { type: 'blog', id });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().others).toEqual([]);
      // Grace opens the same post through the other instance: she sees Ada, Ada then sees her.
      const hers = (await beat(other, grace, { type: 'blog', id })).json();
      expect(hers.others).toEqual([{ id, name: ada.name, email: ada.email, since: expect.any(String) }]);
      expect(Date.now() - Date.parse(hers.others[0].since)).toBeLessThan(60_000);
      expect((await look(t.app, ada, `type=blog&id=${id}`)).json().others.map((o: { name: string }) => o.name)).toEqual(
        [grace.name],
      );
      // The blog list asks for every post someone has open.
      expect((await look(t.app, ada, 'type=blog')).json().others).toEqual([expect.objectContaining({ id })]);
      // A heartbeat changes no page: the content version stays.
      const version = await readContentVersion(t.database.db);
      await beat(t.app, ada, { type: 'blog', id });
      expect(await readContentVersion(t.database.db)).toBe(version);

      // Grace closes the form: gone at once.
      expect((await beat(other, grace, { type: 'blog', id, leaving: true })).statusCode).toBe(204);
      expect((await look(t.app, ada, `type=blog&id=${id}`)).json().others).toEqual([]);
      // Ada's tab is closed without a word: after 30 s of silence she is gone too.
      await t.database.db.update(editingPresence).set({ seenAt: sql`now() - interval '31 seconds'` });
      expect((await look(other, grace, `type=blog&id=${id}`)).json().others).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses a heartbeat without a record, and needs a signed-in person', async () => {
    const ada = await person('Alan');
    expect((await beat(t.app, ada, { type: 'blog' })).statusCode).toBe(400);
    expect((await beat(t.app, ada, { type: '<script>', id: crypto.randomUUID() })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/presence?type=blog' })).statusCode).toBe(401);
  });
});
