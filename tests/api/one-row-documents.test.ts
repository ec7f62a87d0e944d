/**
 * Documents the site has one of (company values, terms, refund policy, privacy policy; issue 25): first saves made
 * at once, on two instances of one database, each from a form opened before there was one (version 0). One is kept;
 * the others are refused with 409 and the document as it now is, never a second row that no page shows.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let other: FastifyInstance;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, { database: t.database });
  await other.ready();
  auth = await signIn(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const DOCUMENTS = [
  {
    url: '/api/company-values',
    table: 'company_values',
    body: (i: number) => ({ headline: `Values ${i}`, sections: [{ title: 'Care', description: `Version ${i}.` }] }),
  },
  {
    url: '/api/terms',
    table: 'terms',
    body: (i: number) => ({ title: `Terms ${i}`, intro: 'Intro.', sections: [{ title: 'Use', content: 'Words.' }] }),
  },
  {
    url: '/api/refund',
    table: 'refund_policies',
    body: (i: number) => ({ title: `Refunds ${i}`, description: 'How.', items: [] }),
  },
  {
    url: '/api/privacypolicy',
    table: 'privacy_policies',
    body: (i: number) => ({ sections: [{ title: `Privacy ${i}`, content: 'Words.' }] }),
  },
];

describe('a document the site has one of', () => {
  it.each(DOCUMENTS)('$url: of 12 first saves at once on two instances, one is kept and 11 answer 409', async (doc) => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? other : t.app).inject({
          method: 'PUT',
          url: doc.url,
          headers: { ...auth, 'if-match': '"0"' },
          payload: doc.body(i),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 200),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(refused.current).toBeDefined();
    const [count] = (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${doc.table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(count?.n).toBe(1);
  });
});
