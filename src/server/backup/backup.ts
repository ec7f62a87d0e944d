/**
 * Writes a backup (docs/decisions/031): every table of one consistent snapshot (one read-only, repeatable-read
 * transaction) as JSON lines that any PostgreSQL loads with json_populate_recordset, every stored image, the
 * signing secret, and a manifest with the migration level, counts and checksums; one gzipped tar. It runs
 * beside a working site: it only reads, and the images it copies are never changed once stored.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { storedWidths, variantName } from '../../shared/images';
import { IMAGE_MAX_WIDTH } from '../../shared/limits';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import type { Storage } from '../media/storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  imageEntry,
  MANIFEST_NAME,
  type Manifest,
  migrationJournal,
  migrationLevel,
  productVersion,
  quoted,
  SECRET_NAME,
  siteTables,
  tableEntry,
} from './tables';

export interface BackupSource {
  database: Database;
  storage: Storage;
  storageKind: 'disk' | 'postgres';
  dataDir: string;
  /** Set when the signing secret comes from JWT_SECRET; then it is not written into the archive. */
  jwtSecret?: string;
}

/** The source as the site's configuration names it. */
export function backupSource(
  config: Pick<Config, 'storage' | 'dataDir' | 'jwtSecret'>,
  database: Database,
  storage: Storage,
): BackupSource {
  return {
    database,
    storage,
    storageKind: config.storage,
    dataDir: config.dataDir,
    ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
  };
}

export class BackupError extends Error {}

/** Rows read per query while dumping a table. */
const BATCH = 1000;
/** A stored image deleted while the backup copied files is found again in a new snapshot: tries in all. */
const TRIES = 3;

/**
 * Writes the archive to `file` (through a temporary name, so that a failed backup never leaves a file that looks
 * whole) and answers its manifest and size.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<{ manifest: Manifest; bytes: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(source, file);
    } catch (error) {
      if (!(error instanceof MissingImage) || attempt >= TRIES) throw error;
    }
  }
}

class MissingImage extends BackupError {}

async function writeOnce(source: BackupSource, file: string) {
  const snapshot = await readSnapshot(source.database);
  const journal = await migrationJournal();
  if (snapshot.level > journal.length)
    throw new BackupError(
      'The database is from a newer version of the site than this copy: back it up with that version.',
    );
  // The manifest goes first, so that a restore checks each entry's size against it before reading the entry
  // (restore.ts): every file's size and checksum are known before a byte is packed, the images' by reading each
  // once beforehand (they are never changed once stored; one that is gone meanwhile starts the backup again).
  const files: Manifest['files'] = {};
  for (const [table, lines] of snapshot.tables) {
    const hash = createHash('sha256');
    let bytes = 0;
    for (const line of lines) {
      hash.update(line, 'utf8');
      bytes += Buffer.byteLength(line, 'utf8');
    }
    files[tableEntry(table)] = { bytes, sha256: hash.digest('hex') };
  }
  const images = await imageFiles(source.storage, snapshot.images);
  for (const [name, file] of images) files[imageEntry(name)] = file;
  const secret = source.jwtSecret ? null : await readSecret(source.dataDir);
  if (secret) files[SECRET_NAME] = digest(secret);
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    product: await productVersion(),
    createdAt: snapshot.at,
    source: { database: source.database.kind, storage: source.storageKind },
    migration: { level: snapshot.level, tag: journal[snapshot.level - 1]?.tag ?? '' },
    secret: secret ? 'archive' : 'environment',
    tables: Object.fromEntries([...snapshot.tables].map(([table, lines]) => [table, { rows: lines.length }])),
    images: images.size,
    files,
  };

  const partial = `${file}.partial`;
  const pack = tar.pack();
  const out = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(pack, createGzip({ level: 6 }), out);
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  try {
    await add(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    for (const [table, lines] of snapshot.tables) await add(tableEntry(table), Buffer.from(lines.join(''), 'utf8'));
    for (const name of images.keys()) {
      const stored = await source.storage.get(name);
      if (!stored || digest(stored.data).sha256 !== files[imageEntry(name)]?.sha256)
        throw new MissingImage(`the stored image ${name} changed while it was copied`);
      await add(imageEntry(name), stored.data);
    }
    if (secret) await add(SECRET_NAME, secret);
    pack.finalize();
    await written;
    const bytes = out.bytesWritten;
    await rename(partial, file);
    return { manifest, bytes };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

const digest = (data: Buffer) => ({ bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });

/**
 * The size and checksum of each stored file of the snapshot's images: each image's widest copy, which must be there,
 * and those of its narrower copies that are (they exist only below the image's own width, unknown for images older
 * than the library, whose candidates are every standard width).
 */
async function imageFiles(storage: Storage, images: Snapshot['images']) {
  const files = new Map<string, Manifest['files'][string]>();
  for (const image of images) {
    const narrower = storedWidths(image.width ?? IMAGE_MAX_WIDTH)
      .slice(0, -1)
      .map((w) => variantName(image.name, w));
    for (const name of [image.name, ...narrower]) {
      const stored = await storage.get(name);
      if (stored) files.set(name, digest(stored.data));
      else if (name === image.name) throw new MissingImage(`the stored image ${name} is missing`);
    }
  }
  return files;
}

interface Snapshot {
  at: string;
  level: number;
  tables: Map<string, string[]>;
  images: { name: string; width: number | null }[];
}

/** Every table's rows as JSON lines, and the images the snapshot refers to, all read in one transaction. */
async function readSnapshot(database: Database): Promise<Snapshot> {
  return database.db.transaction(
    async (tx) => {
      const [now] = await rows<{ at: string | Date }>(tx, sql`select now() as at`);
      const level = await migrationLevel(tx);
      if (level === 0) throw new BackupError('The database has no site in it (no migration was ever applied).');
      const tables = new Map<string, string[]>();
      for (const table of await siteTables(tx)) {
        const lines: string[] = [];
        // Each batch starts where the last ended (by the rows' physical position): no batch reads the rows before.
        for (let after = '(0,0)'; ; ) {
          const batch = await rows<{ line: string; at: string }>(
            tx,
            sql`select row_to_json(t)::text as line, t.ctid::text as at from ${quoted(table)} t
                where t.ctid > ${after}::tid order by t.ctid limit ${BATCH}`,
          );
          for (const row of batch) lines.push(`${row.line}\n`);
          if (batch.length < BATCH) break;
          after = batch[batch.length - 1]?.at ?? after;
        }
        tables.set(table, lines);
      }
      if (!tables.has('media'))
        throw new BackupError(
          'The database is from a version of the site older than its media library (migration 0018): start this version of the site on it once, then back it up.',
        );
      const images = await rows<{ name: string; width: number | null }>(
        tx,
        sql`select name, width from media order by name`,
      );
      return { at: new Date(now?.at ?? Date.now()).toISOString(), level, tables, images };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readSecret(dataDir: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dataDir, SECRET_NAME));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
