/**
 * Migration 0018 (issue 13): the media library starts with every image an older release stored (records, posts'
 * text, saved versions, deleted records), once each, and from then on records can only point at images in it.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { migrationsUpTo, removeMigrationCopies } from '../helpers/migrations';

afterAll(removeMigrationCopies);

it('puts every stored image of an older release in the library once, and guards the records from then on', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsUpTo(17) });
  await client.query(
    `insert into services (name, description, image, image_width, image_height) values ('Audits', 'x', 'aaa.webp', 800, 500)`,
  );
  await client.query(
    `insert into products (name, description, image, image_width, image_height) values ('Quay', 'x', 'aaa.webp', 800, 500)`,
  );
  await client.query(
    `insert into blogs (slug, title, content, excerpt, category, featured_image, image_width, image_height, social_image)
     values ('p', 'P', '<p><img src="/uploads/text-bbb.webp" alt=""></p>', 'e', 'Business', 'ccc.webp', 1600, 900, 'ddd.webp')`,
  );
  // A service saved with another image before, then deleted: its image lives on in history and the trash.
  await client.query(
    `insert into team_members (first_name, last_name, role, description, email, image, image_width, image_height)
     values ('Ada', 'L', 'Eng', 'x', 'ada@example.com', 'eee.webp', 400, 400)`,
  );
  await client.query(`update team_members set image = 'fff.webp'`);
  await client.query(`delete from team_members`);

  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const { rows } = await client.query<{ name: string; width: number | null }>(
    'select name, width from media order by name',
  );
  expect(rows).toEqual([
    { name: 'aaa.webp', width: 800 },
    { name: 'ccc.webp', width: 1600 },
    { name: 'ddd.webp', width: null },
    { name: 'eee.webp', width: null },
    { name: 'fff.webp', width: null },
    { name: 'text-bbb.webp', width: null },
  ]);
  await expect(client.query(`update services set image = 'nowhere.webp'`)).rejects.toThrow(/foreign key/);
  await expect(client.query(`delete from media where name = 'aaa.webp'`)).rejects.toThrow(/foreign key/);
  await client.close();
});
