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

it("makes a post's featured-image alt text its image's one description where the library had none (0030)", async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsUpTo(29) });
  await client.query(
    `insert into media (name, alt) values ('bare.webp', null), ('blank.webp', '  '), ('described.webp', 'The library says'), ('shared.webp', null)`,
  );
  const insertPost = (slug: string, image: string, alt: string | null, updatedAt: string) =>
    client.query(
      `insert into blogs (slug, title, content, excerpt, category, featured_image, featured_image_alt, updated_at)
       values ($1, $1, '<p>x</p>', 'x', 'Business', $2, $3, $4)`,
      [slug, image, alt, updatedAt],
    );
  await insertPost('a', 'bare.webp', ' The post says ', '2026-01-01T00:00:00Z');
  await insertPost('b', 'blank.webp', 'Also the post', '2026-01-01T00:00:00Z');
  await insertPost('c', 'described.webp', 'The post disagrees', '2026-01-01T00:00:00Z');
  await insertPost('d', 'shared.webp', 'Older words', '2026-01-01T00:00:00Z');
  await insertPost('e', 'shared.webp', 'Newer words', '2026-02-01T00:00:00Z');
  await insertPost('f', 'shared.webp', '', '2026-03-01T00:00:00Z');

  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const { rows } = await client.query<{ name: string; alt: string | null }>(
    'select name, alt from media order by name',
  );
  expect(rows).toEqual([
    { name: 'bare.webp', alt: 'The post says' },
    { name: 'blank.webp', alt: 'Also the post' },
    { name: 'described.webp', alt: 'The library says' },
    { name: 'shared.webp', alt: 'Newer words' },
  ]);
  const columns = await client.query(
    `select 1 from information_schema.columns where table_name = 'blogs' and column_name = 'featured_image_alt'`,
  );
  expect(columns.rows).toEqual([]);
  await client.close();
});
