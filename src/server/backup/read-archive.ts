/**
 * Reads a backup archive (docs/decisions/031) into a temporary folder and checks it whole, bounded as it streams:
 * what a restore does before it touches anything, so that a damaged or forged archive changes nothing.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { MB, RESTORE_MAX_MB_DEFAULT } from '../../shared/backups';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  migrationJournal,
  SECRET_NAME,
  tableEntry,
} from './tables';

/** The archive cannot be used: damaged, not a backup, or from a newer version of the site. Nothing was changed. */
export class ArchiveRejected extends Error {}

/** What an archive may hold; any other name, or a second entry of one name, is refused. */
const ENTRY = /^(manifest\.json|secret\.key|database\/[a-z][a-z0-9_]*\.jsonl|images\/[a-z0-9][a-z0-9-]*\.webp)$/;

/**
 * The most an entry of each kind may hold, whatever its manifest says: far above what a site writes (a manifest of
 * 100,000 files is ~15 MB, a stored image at most a few MB, a row a few hundred KB), so that a forged archive cannot
 * make the restore hold a huge one in memory.
 */
const MAX_MANIFEST_BYTES = 64 * MB;
const MAX_SECRET_BYTES = 1024;
const MAX_IMAGE_BYTES = 64 * MB;
const MAX_ROW_BYTES = 64 * MB;
/** What tar adds to the entries' own bytes: a header and padding per entry, and the end of the archive. */
const TAR_OVERHEAD = { fixed: MB, perEntry: 2048 };

const manifestShape = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  product: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  source: z.object({ database: z.enum(['pglite', 'postgres']), storage: z.enum(['disk', 'postgres']) }),
  migration: z.object({ level: z.number().int().min(0), tag: z.string() }),
  secret: z.enum(['archive', 'environment']),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0) })),
  images: z.number().int().min(0),
  files: z.record(z.string(), z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export interface Archive {
  manifest: Manifest;
  /** The folder the archive was read into; the caller removes it. */
  dir: string;
}

export interface ArchiveLimits {
  /** The most the archive's entries may hold in all (RESTORE_MAX_MB). */
  maxBytes?: number;
}

/** Folders being read into or read, for `removeUnpackedArchives` (they hold password hashes and the secret). */
const unpacked = new Set<string>();

/** Removes every archive this process unpacked and has not removed yet: for a restore stopped by a signal. */
export function removeUnpackedArchives(): void {
  for (const dir of unpacked) rmSync(dir, { recursive: true, force: true });
  unpacked.clear();
}

/** Removes the folder `readArchive` made. */
export async function removeArchive(archive: Archive): Promise<void> {
  await rm(archive.dir, { recursive: true, force: true });
  unpacked.delete(archive.dir);
}

const MB_TEXT = (bytes: number) => `${Math.ceil(bytes / MB).toLocaleString('en-US')} MB`;
const BYTES_TEXT = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

/**
 * Reads `file` into a new temporary folder and checks it whole; throws ArchiveRejected, having removed the folder.
 * Bounded while it streams: each entry's size, read from its tar header before its first byte, is refused at once
 * when it is past what the manifest declares (once the manifest has been read: the site writes it first), past what
 * its kind can hold, or past `maxBytes` for the whole archive; no entry is held in memory but the manifest.
 */
export async function readArchive(file: string, limits: ArchiveLimits = {}): Promise<Archive> {
  const maxBytes = limits.maxBytes ?? RESTORE_MAX_MB_DEFAULT * MB;
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-restore-'));
  unpacked.add(dir);
  const writes: Promise<unknown>[] = [];
  try {
    await mkdir(path.join(dir, 'database'));
    await mkdir(path.join(dir, 'images'));
    const found = new Map<string, { bytes: number; sha256: string }>();
    let manifest: Manifest | null = null;
    let rejection: ArchiveRejected | null = null;
    let declaredBytes = 0;
    let unpackedBytes = 0;
    let entries = 0;

    const source = createReadStream(file).on('error', () => {});
    // Inflated in chunks of 256 KB rather than 16 KB: a quarter of the work per byte for the streams after it.
    const gunzip = createGunzip({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 }).on('error', () => {});
    const extract = tar.extract().on('error', () => {});
    const stop = new AbortController();
    /** Stops reading at once: the pipeline then fails, and this is the reason told. */
    const refuse = (reason: string) => {
      rejection ??= new ArchiveRejected(`${reason} Nothing was changed.`);
      stop.abort(rejection);
    };
    // Whatever the entries say, what the archive inflates to is bounded too (tar's end blocks, read past, are not
    // entries): a small file that inflates without end is refused here.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        unpackedBytes += chunk.length;
        if (unpackedBytes > maxBytes + TAR_OVERHEAD.fixed + TAR_OVERHEAD.perEntry * (entries + 1))
          refuse(`The archive unpacks to more than ${MB_TEXT(maxBytes)}, the most a restore takes (RESTORE_MAX_MB).`);
        done(null, chunk);
      },
    }).on('error', () => {});

    extract.on('entry', (header, stream, next) => {
      entries++;
      // A file cut short fails the entry being read as well as the archive: the archive's failure is the one told.
      stream.on('error', () => {});
      const name = header.name;
      const bytes = header.size ?? 0;
      const problem = entryProblem(name, header.type, bytes, found, manifest);
      if (problem) return refuse(problem);
      declaredBytes += bytes;
      if (declaredBytes > maxBytes)
        return refuse(
          `The archive unpacks to more than ${MB_TEXT(maxBytes)}, the most a restore takes (RESTORE_MAX_MB); ${name} alone holds ${MB_TEXT(bytes)}. If it is a backup of this site, set RESTORE_MAX_MB higher.`,
        );

      const hash = createHash('sha256');
      const kept: Buffer[] = [];
      let read = 0;
      let row = 0;
      const check = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          read += chunk.length;
          hash.update(chunk);
          if (name === MANIFEST_NAME) kept.push(chunk);
          else if (name.endsWith('.jsonl')) {
            const first = chunk.indexOf(10);
            row += first === -1 ? chunk.length : first;
            if (row > MAX_ROW_BYTES) {
              refuse(`${name} has a row of more than ${MB_TEXT(MAX_ROW_BYTES)}: it is not a site backup.`);
              return done(rejection);
            }
            if (first !== -1) row = chunk.length - 1 - chunk.lastIndexOf(10);
          }
          done(null, name === MANIFEST_NAME ? undefined : chunk);
        },
      });
      const written =
        name === MANIFEST_NAME
          ? pipeline(stream, check, new PassThrough().resume())
          : pipeline(stream, check, createWriteStream(path.join(dir, name), { mode: 0o600 }));
      writes.push(written.catch(() => {}));
      written.then(
        () => {
          if (read !== bytes) return refuse(`${name} holds ${BYTES_TEXT(read)} where its header says ${bytes}.`);
          found.set(name, { bytes, sha256: hash.digest('hex') });
          if (name === MANIFEST_NAME) {
            const parsed = parseManifest(Buffer.concat(kept).toString('utf8'));
            if (typeof parsed === 'string') return refuse(parsed);
            manifest = parsed;
            // Entries read before it (archives written before the site put it first) are checked at the end.
          }
          next();
        },
        (error: Error) => {
          if (rejection) return;
          refuse(`The archive could not be read: ${error.message}.`);
        },
      );
    });

    try {
      // The pipeline reports the first failure; a second is not left to crash the process. A file cut short is
      // inflated as far as it goes (no end-of-file error from zlib, which could come after the pipeline ended):
      // the tar reader then fails mid-entry, or entries the manifest declares are missing.
      await pipeline(source, gunzip, counter, extract, { signal: stop.signal });
    } catch (error) {
      if (rejection) throw rejection;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new ArchiveRejected(`There is no file ${file}.`);
      throw new ArchiveRejected(`The file is not a readable backup archive (${(error as Error).message}).`);
    }
    if (rejection) throw rejection;
    if (!manifest) throw new ArchiveRejected('The archive has no manifest: it is not a site backup.');
    const checked = manifest as Manifest;
    const problems: string[] = [];
    for (const [name, expected] of Object.entries(checked.files)) {
      const actual = found.get(name);
      if (!actual) problems.push(`${name} is missing`);
      else if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
        problems.push(`${name} does not match its checksum`);
    }
    for (const name of found.keys())
      if (name !== MANIFEST_NAME && !(name in checked.files)) problems.push(`${name} is not in the manifest`);
    for (const table of Object.keys(checked.tables))
      if (!found.has(tableEntry(table))) problems.push(`${tableEntry(table)} is missing`);
    if (checked.secret === 'archive' && !found.has(SECRET_NAME)) problems.push(`${SECRET_NAME} is missing`);
    if (problems.length > 0)
      throw new ArchiveRejected(`The archive is damaged: ${problems.slice(0, 5).join('; ')}. Nothing was changed.`);
    const journal = await migrationJournal();
    if (checked.migration.level > journal.length || journal[checked.migration.level - 1]?.tag !== checked.migration.tag)
      throw new ArchiveRejected(
        `The archive comes from a newer version of the site (${checked.product.version}, migration ${checked.migration.tag}). Update this copy first. Nothing was changed.`,
      );
    return { manifest: checked, dir };
  } catch (error) {
    // Every entry's file closed first: a write still open would make its folder again after the removal.
    await Promise.all(writes);
    await rm(dir, { recursive: true, force: true });
    unpacked.delete(dir);
    throw error;
  }
}

/** Why the entry `name` of `bytes` (its tar header's size) cannot be read, or null; before a byte of it is read. */
function entryProblem(
  name: string,
  type: string | null | undefined,
  bytes: number,
  found: Map<string, unknown>,
  manifest: Manifest | null,
): string | null {
  // Never written: a name like ../../etc/passwd must not reach the disk.
  if (type !== 'file' || !ENTRY.test(name) || found.has(name))
    return `The archive holds an unexpected entry: ${JSON.stringify(name)}.`;
  const most =
    name === MANIFEST_NAME
      ? MAX_MANIFEST_BYTES
      : name === SECRET_NAME
        ? MAX_SECRET_BYTES
        : name.startsWith('images/')
          ? MAX_IMAGE_BYTES
          : Number.POSITIVE_INFINITY;
  if (bytes > most)
    return `${name} holds ${BYTES_TEXT(bytes)}, more than a backup's ${name.startsWith('images/') ? 'image' : name} can (${BYTES_TEXT(most)}): it is not a site backup.`;
  if (manifest && name !== MANIFEST_NAME) {
    const declared = manifest.files[name];
    if (!declared) return `The archive is damaged: ${name} is not in the manifest.`;
    if (declared.bytes !== bytes)
      return `The archive is damaged: ${name} holds ${BYTES_TEXT(bytes)} where the manifest says ${BYTES_TEXT(declared.bytes)}.`;
  }
  return null;
}

/** The manifest, or what is wrong with it in words. */
function parseManifest(text: string): Manifest | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `The archive's manifest (${MANIFEST_NAME}) is not JSON (${(error as Error).message}): the archive is damaged or not a site backup.`;
  }
  const kind = json as { format?: unknown; formatVersion?: unknown } | null;
  if (kind?.format !== ARCHIVE_FORMAT || kind.formatVersion !== ARCHIVE_FORMAT_VERSION)
    return 'The archive is not a backup this version of the site can read.';
  const parsed = manifestShape.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `The archive's manifest (${MANIFEST_NAME}) is incomplete or damaged (${issue?.path.join('.') || 'manifest'}: ${issue?.message}).`;
  }
  return parsed.data;
}
