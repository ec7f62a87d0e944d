/**
 * The blog lists read their page straight from an index in their own order: no sort of every match,
 * whatever the number of posts (issue 11: 10,000 posts as fast as 12). Checked with EXPLAIN.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { settle } from '../helpers/database';
import { makeBlog } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeBlog(t.database.db);
  // Enough posts, in five categories and two states, for the planner to weigh a sort against the index.
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, created_at)
    select 'post-' || n, 'Post ' || n, '<p>Text</p>', 'Text', (array['Technology','Business','Health','Travel','Food'])[n % 5 + 1],
           (case when n % 7 = 0 then 'draft' else 'published' end)::blog_status, array['web'], now() - n * interval '1 hour'
    from generate_series(1, 5000) as n`);
  // As the database leaves it once it has tidied up after the insert (autovacuum, or PGlite's nightly job).
  await settle(t.database.db, 'blogs');
});
afterAll(() => t.close());

/** The plan of `query` as text, with sequential scans off so that a usable index is always chosen. */
async function planOf(query: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const ORDER = 'order by created_at desc, id desc limit 9';

describe('the blog lists', () => {
  it.each([
    ['the public list', `select id from blogs where status = 'published' ${ORDER}`],
    ['a category', `select id from blogs where status = 'published' and category = 'Business' ${ORDER}`],
    ['a rare category', `select id from blogs where status = 'published' and category = 'Lifestyle' ${ORDER}`],
    ['the back office list', `select id from blogs ${ORDER}`],
  ])('read %s from an index in its order, with no sort', async (_name, query) => {
    const plan = await planOf(query);
    expect(plan, plan).toMatch(/Index (Only )?Scan( Backward)? using blogs_\w+_idx/);
    expect(plan, plan).not.toMatch(/\bSort\b/);
  });

  it("read the sitemap's count of posts and their newest change from one index", async () => {
    const plan = await planOf(`select count(*), max(updated_at) from blogs where status = 'published'`);
    expect(plan, plan).toMatch(/Index Only Scan using blogs_status_updated_idx/);
  });

  it('find a later page by the ids in the index before reading any row', async () => {
    const plan = await planOf(
      `select id, title from blogs where id in (select id from blogs where status = 'published' ${ORDER} offset 2000) ${ORDER.replace(' limit 9', '')}`,
    );
    expect(plan, plan).toMatch(/Index Only Scan( Backward)? using blogs_status_created_id_idx/);
  });
});
