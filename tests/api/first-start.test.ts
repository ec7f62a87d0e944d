/**
 * Two first starts on one empty PostgreSQL at the same moment (issue 26, item 4): both come up, and the demo
 * content is there once (the second used to exit on a duplicate key of `stats_one_row`, having found the database
 * empty while the first was still filling it). The server is this file's own. Needs the build (`npm run build`).
 */
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/pg-cluster.mjs';
import { demoContent } from '../../src/server/db/seed/demo-content';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

let cluster: Cluster | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.dispose();
  cluster?.stop();
});

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

// On a server of its own either way: it runs once, in the PGlite run (vitest.config.ts).
it('two instances starting at once on an empty PostgreSQL both come up, with the demo content once', async () => {
  cluster = await startCluster();
  // Images in the database, as a fleet keeps them: each instance has a DATA_DIR of its own.
  const env = { DATABASE_URL: cluster.url, SEED_DEMO: 'true', STORAGE: 'postgres' };
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up']);

  expect(await count(cluster.url, 'stats')).toBe(1);
  expect(await count(cluster.url, 'services')).toBe(demoContent.services.length);
  expect(await count(cluster.url, 'blogs')).toBe(demoContent.blogs.length);
  expect(await count(cluster.url, 'team_members')).toBe(demoContent.team.length);
  expect(await count(cluster.url, 'admins')).toBe(1);
  // Both serve it.
  for (const server of servers) {
    const services = (await (await fetch(`${server.url}/api/service`)).json()) as unknown[];
    expect(services).toHaveLength(demoContent.services.length);
  }
}, 180_000);
