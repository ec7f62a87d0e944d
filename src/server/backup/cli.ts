/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE [--replace]` (docs/decisions/031). Both use the
 * site's own configuration: DATABASE_URL or the embedded database under DATA_DIR, and STORAGE.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createStorage } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { writeBackup } from './backup';
import { readArchive, restoreArchive } from './restore';

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

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function runBackupCli(command: 'backup' | 'restore', args: string[], io: BackupCliIo): Promise<void> {
  const config = loadConfig(io.env);
  if (command === 'backup') {
    const i = args.indexOf('--out');
    const out = i >= 0 ? args[i + 1] : undefined;
    if (!out || out.startsWith('--')) throw new UsageError(USAGE);
    const file = path.resolve(out);
    const database = await openSiteDatabase(config);
    try {
      await database.migrate();
      const { manifest, bytes } = await writeBackup(
        {
          database,
          storage: createStorage(config, database),
          storageKind: config.storage,
          dataDir: config.dataDir,
          ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
        },
        file,
      );
      const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
      io.out(
        `Backup written to ${file}: ${megabytes(bytes)}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.images} image files, migration ${manifest.migration.tag}.`,
      );
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
  const archive = await readArchive(file);
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
    await rm(archive.dir, { recursive: true, force: true });
  }
}
