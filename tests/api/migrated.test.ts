/**
 * A restart with nothing new to apply asks the database one question instead of running the migrator (decision
 * 055); a database an older release left behind still gets every migration it lacks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client';
import { hasEveryMigration } from '../../src/server/db/migrated';
import { createTestDatabase } from '../helpers/database';
import { migrationsUpTo, removeMigrationCopies } from '../helpers/migrations';

afterAll(removeMigrationCopies);

/** One statement on `database`, as hasEveryMigration asks it. */
const ask = (database: Database) => (text: string) =>
  database.db.execute(sql.raw(text)) as unknown as Promise<{ rows: unknown[] }>;

/** Whether blog_slug_redirects still has the foreign key that migration 0029 drops (an older release had it). */
const hasOldForeignKey = async (database: Database) => {
  const { rows } = await ask(database)(
    "select count(*)::int as n from information_schema.table_constraints where constraint_name = 'blog_slug_redirects_blog_id_blogs_id_fk'",
  );
  return (rows[0] as { n: number }).n === 1;
};

const applied = async (database: Database) => {
  const { rows } = await ask(database)('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (rows[0] as { n: number }).n;
};

it('finds every migration applied on a migrated database, and applies none again', async () => {
  const database = await createTestDatabase();
  try {
    const before = await applied(database);
    expect(await hasEveryMigration(ask(database), MIGRATIONS_DIR)).toBe(true);
    await database.migrate();
    expect(await applied(database)).toBe(before);
  } finally {
    await database.destroy();
  }
});

it('restarts on an up-to-date embedded database with one query, where the migrator took several', async () => {
  const database = await openDatabase({ dir: 'memory://' });
  try {
    await database.migrate();
    let queries = 0;
    database.timeQueries(() => queries++);
    await database.migrate();
    expect(queries).toBe(1);
  } finally {
    await database.close();
  }
});

it('applies the migrations an older release lacked', async () => {
  const database = await openDatabase({ dir: 'memory://' });
  try {
    // Before any migration, then at an older release's level.
    expect(await hasEveryMigration(ask(database), MIGRATIONS_DIR)).toBe(false);
    const older = await migrationsUpTo(25);
    await database.migrate(older);
    expect(await hasEveryMigration(ask(database), older)).toBe(true);
    expect(await hasEveryMigration(ask(database), MIGRATIONS_DIR)).toBe(false);
    const atOlder = await applied(database);
    expect(await hasOldForeignKey(database)).toBe(true);

    await database.migrate();
    expect(await hasEveryMigration(ask(database), MIGRATIONS_DIR)).toBe(true);
    expect(await applied(database)).toBeGreaterThan(atOlder);
    // A later migration's change (0029: a post's old addresses outlive its deletion) is made.
    expect(await hasOldForeignKey(database)).toBe(false);
  } finally {
    await database.close();
  }
});
