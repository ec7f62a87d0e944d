/**
 * What a backup holds and how it names it (docs/decisions/031): the tables of the site's own schema as JSON
 * lines, the stored images as files, the signing secret, and a manifest with checksums, in one gzipped tar.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ROOT_DIR } from '../config';
import { type Db, MIGRATIONS_DIR } from '../db/client';
import { rows } from '../db/rows';

export const ARCHIVE_FORMAT = 'kestrel-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const SECRET_NAME = 'secret.key';
export const tableEntry = (table: string) => `database/${table}.jsonl`;
export const imageEntry = (name: string) => `images/${name}`;

/**
 * Tables left out: images are carried as files (whichever storage driver keeps them), rate-limit counters are
 * minutes-old traffic, who has which form open is seconds-old, the log of scheduled backups belongs to the
 * site that made them, and today's visitor hashes and the day's salt must be forgotten when the day is over
 * (docs/decisions/044; the counts themselves are backed up).
 */
export const SKIPPED_TABLES = new Set([
  'media_blobs',
  'rate_limits',
  'editing_presence',
  'backup_runs',
  'analytics_seen',
  'analytics_salts',
]);

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  createdAt: string;
  source: { database: 'pglite' | 'postgres'; storage: 'disk' | 'postgres' };
  /** How many of the project's migrations the data has; the tag of the last. */
  migration: { level: number; tag: string };
  /** The signing secret: in the archive, or given by JWT_SECRET (then the target needs the same). */
  secret: 'archive' | 'environment';
  tables: Record<string, { rows: number }>;
  images: number;
  /** Every other entry of the archive, with its size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
}

export const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The migrations' SQL, in order, read once per process: the files are part of the release. */
let migrationTexts: Promise<string[]> | undefined;
const readMigrations = () =>
  (migrationTexts ??= migrationJournal().then((entries) =>
    Promise.all(entries.map((entry) => readFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8'))),
  ));

export interface MigrationObjects {
  tables: Set<string>;
  functions: Set<string>;
  types: Set<string>;
}

/**
 * The tables (and the functions and types) the site's migrations have made by `level` (all of them by default): what is the site's in a database
 * that may hold other things too (an extension's tables, an operator's own), which are neither backed up nor touched.
 */
export async function migrationObjects(level?: number): Promise<MigrationObjects> {
  const made: MigrationObjects = { tables: new Set(), functions: new Set(), types: new Set() };
  for (const text of (await readMigrations()).slice(0, level)) {
    for (const [, verb, name] of text.matchAll(
      /(CREATE|DROP) TABLE (?:IF (?:NOT )?EXISTS )?(?:"public"\.)?"(\w+)"/gi,
    )) {
      if ((verb as string).toUpperCase() === 'CREATE') made.tables.add(name as string);
      else made.tables.delete(name as string);
    }
    for (const [, kind, name] of text.matchAll(/CREATE (?:OR REPLACE )?(FUNCTION|TYPE) (?:"public"\.)?"?(\w+)"?/gi))
      (kind?.toUpperCase() === 'FUNCTION' ? made.functions : made.types).add(name as string);
  }
  return made;
}

export const migrationTables = async (level?: number) => (await migrationObjects(level)).tables;

/** The site's tables in the public schema (those its migrations made), parents before those that refer to them. */
export async function siteTables(db: Db): Promise<string[]> {
  const known = await migrationTables();
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  )
    .map((t) => t.name)
    .filter((t) => known.has(t) && !SKIPPED_TABLES.has(t));
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const r of references) if (r.child === table && tables.includes(r.parent)) visit(r.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The project's migrations, in order (drizzle's journal). */
export async function migrationJournal(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return journal.entries as JournalEntry[];
}

/** How many of the project's migrations a database has had applied (0 for an empty one). */
export async function migrationLevel(db: Db): Promise<number> {
  const [found] = await rows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations') as present`,
  );
  if (!found?.present) return 0;
  const [applied] = await rows<{ n: number | string }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
  return Number(applied?.n ?? 0);
}

export async function productVersion(): Promise<{ name: string; version: string }> {
  const pkg = JSON.parse(await readFile(path.join(ROOT_DIR, 'package.json'), 'utf8'));
  return { name: pkg.name, version: pkg.version };
}
