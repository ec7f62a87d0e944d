/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE [--replace]` (docs/decisions/031). Both use the
 * site's own configuration: DATABASE_URL or the embedded database under DATA_DIR, and STORAGE.
 */
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileSize } from '../../shared/backups';
import { createStorage } from '../app';
import { CONTROL_TOKEN_HEADER } from '../auth/guard';
import { type Config, loadConfig } from '../config';
import { type Database, DatabaseInUse, openDatabase } from '../db/client';
import { BackupError, backupSource, writeBackup } from './backup';
import { type ControlFile, controlFile } from './backup.routes';
import { readArchive, removeArchive, restoreArchive } from './restore';
import type { Manifest } from './tables';

export class UsageError extends Error {}

const USAGE = [
  'Usage:',
  '  npm run backup -- --out FILE      write a backup of the whole site to FILE',
  '  npm run restore -- FILE [--replace]  load a backup into an empty site (--replace: overwrite its content)',
].join('\n');

export interface BackupCliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
}

export function openSiteDatabase(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: `${config.dataDir}/pgdata` });
}

export function describeTarget(config: Config): string {
  return config.databaseUrl ? `the PostgreSQL database ${redactUrl(config.databaseUrl)}` : config.dataDir;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'named by DATABASE_URL';
  }
}

export async function runBackupCli(command: 'backup' | 'restore', args: string[], io: BackupCliIo): Promise<void> {
  const config = loadConfig(io.env);
  if (command === 'backup') {
    const i = args.indexOf('--out');
    const out = i >= 0 ? args[i + 1] : undefined;
    if (!out || out.startsWith('--')) throw new UsageError(USAGE);
    const file = path.resolve(out);
    let database: Database;
    try {
      database = await openSiteDatabase(config);
    } catch (error) {
      if (!(error instanceof DatabaseInUse)) throw error;
      // The running site holds the embedded database: it writes the backup, from the same snapshot rules.
      await backupFromRunningSite(config, file, io);
      return;
    }
    try {
      // Read only: no migration, whatever version of the site this copy is.
      const { manifest, bytes } = await writeBackup(
        backupSource(config, database, createStorage(config, database)),
        file,
      );
      io.out(`${summaryLine(file, bytes, manifest)}.`);
      if (manifest.secret === 'environment')
        io.out('The signing secret comes from JWT_SECRET and is not in the archive: keep it with the backup.');
    } finally {
      await database.close();
    }
    return;
  }

  const positional = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--replace');
  if (positional.length !== 1 || unknown.length > 0) throw new UsageError(USAGE);
  const file = path.resolve(positional[0] as string);
  await stat(file).catch(() => {
    throw new UsageError(`There is no file ${file}.`);
  });
  // Checked whole before the target is even opened: a damaged archive changes nothing.
  const archive = await readArchive(file, { maxBytes: config.restoreMaxBytes });
  try {
    const database = await openSiteDatabase(config);
    try {
      const summary = await restoreArchive(
        archive,
        {
          database,
          storage: createStorage(config, database),
          ...(config.storage === 'disk' ? { uploadsDir: `${config.dataDir}/uploads` } : {}),
          dataDir: config.dataDir,
        },
        { replace: args.includes('--replace') },
      );
      io.out(
        `Restored the backup of ${summary.manifest.createdAt} into ${describeTarget(config)}: ${summary.rows} rows, ${summary.images} image files${summary.upgraded ? `; ${summary.upgraded} later migrations applied` : ''}.`,
      );
      if (summary.manifest.secret === 'environment')
        io.out('The backup was signed with JWT_SECRET: start the site with the same JWT_SECRET.');
    } finally {
      await database.close();
    }
  } finally {
    await removeArchive(archive);
  }
}

/** Asks the site running on this DATA_DIR for the backup, then checks the archive it sent, whole. */
async function backupFromRunningSite(config: Config, file: string, io: BackupCliIo): Promise<void> {
  let control: ControlFile;
  try {
    control = JSON.parse(await readFile(controlFile(config.dataDir), 'utf8'));
  } catch {
    throw new BackupError(
      'The embedded database is in use, but the site holding it did not say where it listens (no control.json). Stop it, or try again once it has started.',
    );
  }
  // The file of the process that holds the database, not one left by an earlier one.
  const holder = Number.parseInt(await readFile(`${config.dataDir}/pgdata.lock`, 'utf8').catch(() => ''), 10);
  if (control.pid !== holder)
    throw new BackupError('The site holding the embedded database is still starting: try again in a moment.');
  const res = await fetch(`${control.url}/api/admin/backup`, { headers: { [CONTROL_TOKEN_HEADER]: control.token } });
  if (!res.ok || !res.body) throw new BackupError(`The running site could not write the backup (HTTP ${res.status}).`);
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial, { mode: 0o600 }));
    const archive = await readArchive(partial, { maxBytes: config.restoreMaxBytes });
    await removeArchive(archive);
    await rename(partial, file);
    const { size } = await stat(file);
    io.out(`${summaryLine(file, size, archive.manifest)} (written by the running site, process ${control.pid})`);
  } finally {
    await rm(partial, { force: true });
  }
}

function summaryLine(file: string, bytes: number, manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  return `Backup written to ${file}: ${fileSize(bytes)}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.images} image files, migration ${manifest.migration.tag}`;
}
