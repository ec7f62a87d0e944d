/**
 * Counts pending in memory are written when the process stops on SIGTERM (issue 28, docs/decisions/044), long
 * before their interval: a stop or a deploy loses no view. Needs the build (`npm run build`).
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

describe('page views on SIGTERM', () => {
  it('are written before the process exits, though the next write was minutes away', async () => {
    server = await startServerProcess({ ANALYTICS_FLUSH_SECONDS: '300' });
    const views = 7;
    for (let i = 0; i < views; i++) {
      // The first renders the page, the others are answered by the front door from memory.
      const res = await fetch(`${server.url}/about?utm_campaign=stop`, { headers: { 'user-agent': BROWSER } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const database = await openDatabase(
      server.env.DATABASE_URL ? { url: server.env.DATABASE_URL } : { dir: `${server.env.DATA_DIR}/pgdata` },
    );
    try {
      const result = (await database.db.execute(
        sql`select path, utm_campaign, sum(views)::int as views from analytics_hourly group by 1, 2`,
      )) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ path: '/about', utm_campaign: 'stop', views }]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
