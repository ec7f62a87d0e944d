/**
 * Migration 0014 (issue 12): posts saved before it had the first 90 characters of their text, headings included,
 * as their excerpt; after it they have the summary a save makes now, worked out by the same rules, and no new
 * version in their history (nobody edited them).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { EXCERPT_SUMMARY_LENGTH } from '../../src/shared/limits';
import { excerpt, summaryOf } from '../../src/shared/text';
import { migrationsUpTo, removeMigrationCopies } from '../helpers/migrations';

afterAll(removeMigrationCopies);

const POSTS = [
  '<h2>Why we rebuilt it</h2><p>Their old site was slow, mobile conversion was sliding, and every small change to a page took the team a week of careful work, reviews and a release window nobody liked.</p>',
  '<p>"Discovery" is one of those words agencies use a lot and explain very little. Clients sometimes suspect it is a <em>paid delay</em> before the real work starts. In practice it is the cheapest part.</p>',
  '<p><br></p><p><strong>Fish</strong>, chips &amp; <a href="/x">peas</a>.</p>',
  '<h1>Only a heading</h1><ul><li>And a list</li></ul>',
];

it('gives the posts of an older release the summary a save makes now, with no new version', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsUpTo(13) });
  for (const [i, content] of POSTS.entries()) {
    await client.query(
      `insert into blogs (slug, title, content, excerpt, category) values ($1, $2, $3, $4, 'Business')`,
      [`post-${i}`, `Post ${i}`, content, excerpt(content, 90)],
    );
  }
  const revisionsBefore = (await client.query<{ n: number }>('select count(*)::int as n from revisions')).rows[0]?.n;

  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

  const { rows } = await client.query<{ content: string; excerpt: string; custom_excerpt: string | null }>(
    'select content, excerpt, custom_excerpt from blogs order by slug',
  );
  expect(rows.map((row) => row.excerpt)).toEqual(POSTS.map((content) => summaryOf(content, EXCERPT_SUMMARY_LENGTH)));
  expect(rows.map((row) => row.excerpt)).toEqual([
    'Their old site was slow, mobile conversion was sliding, and every small change to a page took the team a week of careful work, reviews and a release window…',
    '"Discovery" is one of those words agencies use a lot and explain very little. Clients sometimes suspect it is a paid delay before the real work starts.',
    'Fish, chips & peas.',
    'And a list',
  ]);
  expect(rows.every((row) => row.custom_excerpt === null)).toBe(true);
  expect((await client.query<{ n: number }>('select count(*)::int as n from revisions')).rows[0]?.n).toBe(
    revisionsBefore,
  );
  // The history trigger is on again: the next save is a version.
  await client.query(`update blogs set title = 'Edited' where slug = 'post-0'`);
  expect((await client.query<{ n: number }>('select count(*)::int as n from revisions')).rows[0]?.n).toBe(
    (revisionsBefore ?? 0) + 1,
  );
  await client.close();
});
