/**
 * Restores a backup (docs/decisions/031) into an empty target: the archive is read whole and every checksum
 * checked before anything changes; the target's schema is built to the archive's migration level, the rows are
 * loaded in one transaction (the tables' own triggers held off, so that loading writes no history), the images are
 * stored through the target's storage driver, and the migrations the archive is older than are applied last.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { MB } from '../../shared/backups';
import { type Database, MIGRATIONS_DIR } from '../db/client';
import { rows } from '../db/rows';
import { SAFE_NAME, type Storage } from '../media/storage';
import { type Archive, ArchiveRejected } from './read-archive';
import {
  type Manifest,
  migrationLevel,
  migrationObjects,
  migrationTables,
  quoted,
  SECRET_NAME,
  SKIPPED_TABLES,
  siteTables,
  tableEntry,
} from './tables';

// Reading and checking an archive is read-archive.ts's; what callers of a restore use of it is here too.
export {
  type Archive,
  type ArchiveLimits,
  ArchiveRejected,
  readArchive,
  removeArchive,
  removeUnpackedArchives,
} from './read-archive';

export interface RestoreTarget {
  /** Opened, not migrated. */
  database: Database;
  storage: Storage;
  /** The disk driver's folder, emptied by `replace`; none with the postgres driver. */
  uploadsDir?: string;
  dataDir: string;
}

/** The target has content and `replace` was not given. Nothing was changed. */
export class TargetNotEmpty extends Error {}

/** Rows loaded per statement, and the most of their JSON in one statement. */
const BATCH = 500;
const BATCH_BYTES = 16 * MB;
/** Tables that migrations themselves fill: rows there are not content. */
const MIGRATION_ROWS = new Set(['newsletter_sender']);

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  images: number;
  /** Migrations applied after loading (the archive was older than this copy). */
  upgraded: number;
}

/** Restores the checked archive into `target`. */
export async function restoreArchive(
  archive: Archive,
  target: RestoreTarget,
  options: { replace?: boolean } = {},
): Promise<RestoreSummary> {
  const { manifest, dir } = archive;
  const { db } = target.database;
  // Checked before anything is dropped: an archive this site cannot load changes nothing.
  const made = await migrationTables(manifest.migration.level);
  const unknown = Object.keys(manifest.tables).filter((t) => !made.has(t) || SKIPPED_TABLES.has(t));
  if (unknown.length > 0)
    throw new ArchiveRejected(`The archive has tables this site does not: ${unknown.join(', ')}. Nothing was changed.`);
  if (!options.replace) await refuseContent(target);

  // A clean schema at the archive's level, so that the data fits it exactly: the site's own objects are dropped
  // and made again by its migrations; anything else in the database (an extension's tables, yours) is left alone.
  await dropSiteObjects(target.database);
  const migrations = await migrationsUpTo(manifest.migration.level);
  try {
    await target.database.migrate(migrations);
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }

  let loaded = 0;
  await db.transaction(async (tx) => {
    // Every table of the archive is among these: checked against the migrations before anything was dropped.
    const tables = await siteTables(tx);
    for (const table of tables) await tx.execute(sql`alter table ${quoted(table)} disable trigger user`);
    for (const table of [...tables].reverse()) await tx.execute(sql`delete from ${quoted(table)}`);
    for (const table of tables) {
      if (!(table in manifest.tables)) continue;
      const columns = (
        await rows<{ name: string }>(
          tx,
          sql`select attname as name from pg_attribute where attrelid = ${`public.${table}`}::regclass
              and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        )
      ).map((c) => quoted(c.name));
      const list = sql.join(columns, sql.raw(', '));
      const insert = async (lines: string[]) =>
        tx.execute(
          sql`insert into ${quoted(table)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${quoted(table)}, ${`[${lines.join(',')}]`}::json)`,
        );
      // Line by line, in batches bounded in rows and in bytes: a table is never held whole in memory.
      let batch: string[] = [];
      let batchBytes = 0;
      for await (const line of createInterface({ input: createReadStream(path.join(dir, tableEntry(table))) })) {
        if (!line) continue;
        batch.push(line);
        batchBytes += line.length;
        loaded++;
        if (batch.length >= BATCH || batchBytes >= BATCH_BYTES) {
          await insert(batch);
          batch = [];
          batchBytes = 0;
        }
      }
      if (batch.length > 0) await insert(batch);
      const identities = await rows<{ name: string }>(
        tx,
        sql`select attname as name from pg_attribute where attrelid = ${`public.${table}`}::regclass and attidentity <> ''`,
      );
      for (const { name } of identities)
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`public.${table}`}, ${name}), coalesce(max(${quoted(name)}), 0) + 1, false) from ${quoted(table)}`,
        );
    }
    for (const table of tables) await tx.execute(sql`alter table ${quoted(table)} enable trigger user`);
  });

  if (options.replace && target.uploadsDir) await rm(target.uploadsDir, { recursive: true, force: true });
  const imageDir = path.join(dir, 'images');
  const names = await readdir(imageDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!SAFE_NAME.test(name)) continue;
    await target.storage.put(name, await readFile(path.join(imageDir, name)), 'image/webp');
  }
  if (manifest.secret === 'archive') {
    await mkdir(target.dataDir, { recursive: true });
    await copyFile(path.join(dir, SECRET_NAME), path.join(target.dataDir, SECRET_NAME));
  }

  const before = await migrationLevel(db);
  await target.database.migrate();
  const upgraded = (await migrationLevel(db)) - before;
  return { manifest, rows: loaded, images: names.length, upgraded };
}

/** Throws TargetNotEmpty when the target holds any content (rows, or stored images on disk). */
async function refuseContent(target: RestoreTarget): Promise<void> {
  const { db } = target.database;
  if ((await migrationLevel(db)) > 0) {
    for (const table of await siteTables(db)) {
      if (MIGRATION_ROWS.has(table)) continue;
      const [row] = await rows<{ any: boolean }>(db, sql`select exists (select 1 from ${quoted(table)}) as any`);
      if (row?.any)
        throw new TargetNotEmpty(
          `The target database has content (the table ${table} has rows). Restore into an empty one, or give --replace to overwrite it.`,
        );
    }
  }
  if (target.uploadsDir) {
    const files = await readdir(target.uploadsDir).catch(() => [] as string[]);
    if (files.length > 0)
      throw new TargetNotEmpty(
        `The target has stored images in ${target.uploadsDir}. Restore into an empty DATA_DIR, or give --replace to overwrite it.`,
      );
  }
}

/** Drops every table, type and function the site's migrations make, its migration log and its job queue. */
async function dropSiteObjects(database: Database): Promise<void> {
  const { db } = database;
  const made = await migrationObjects();
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('drop schema if exists pgboss cascade'));
    await tx.execute(sql.raw('drop schema if exists drizzle cascade'));
    for (const table of made.tables) await tx.execute(sql`drop table if exists ${quoted(table)} cascade`);
    for (const fn of made.functions) await tx.execute(sql`drop function if exists ${quoted(fn)} cascade`);
    for (const type of made.types) await tx.execute(sql`drop type if exists ${quoted(type)} cascade`);
  });
}

/** A temporary migrations folder with the project's first `level` migrations. */
export async function migrationsUpTo(level: number): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries.slice(0, level);
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries as { tag: string }[])
    await copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}
