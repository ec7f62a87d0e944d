import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health and failures', () => {
  it('reports ok while the database answers', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('reports 503 when the database is unreachable', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', db: 'unreachable' });
  });

  it('answers a failing query with a generic 500 that leaks no SQL, table or stack', async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`drop table services`);
    const res = await t.app.inject({ method: 'GET', url: '/api/service' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: API_MESSAGES.internal, code: 'INTERNAL' });
    expect(res.body).not.toMatch(/services|relation|select|at \w+ \(|\.ts/i);
  });
});
