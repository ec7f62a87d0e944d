/**
 * Starts the site: configuration, database and migrations, demo content on first start, listening,
 * and a graceful stop on SIGINT/SIGTERM.
 */

import { ConfigError, loadConfig } from './config';
import { boxed } from './console-box';
import { fixDataDirModes, keepNewFilesPrivate, makeDataDirPrivate } from './data-dir';
import { openDatabase } from './db/client';
import { isFreshDatabase } from './db/seed/fresh';
import { describeError } from './log-safe';

/**
 * The modules of the running site, most of a restart's JavaScript: imported while the database opens (PGlite
 * compiles its WebAssembly on other threads meanwhile), not before it (decision 055).
 */
const loadServer = () =>
  Promise.all([
    import('./app'),
    import('./auth/admins.service'),
    import('./backup/backup.routes'),
    import('./shutdown'),
    import('pino-pretty'),
  ]);

async function main() {
  // Before anything is written: DATA_DIR holds password hashes and the signing secret (docs/security.md).
  keepNewFilesPrivate();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  await makeDataDirPrivate(config.dataDir);
  const loading = loadServer();
  // Awaited below; a database that fails to open is the error to report.
  loading.catch(() => {});
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: `${config.dataDir}/pgdata` },
  );
  await database.migrate().catch((error: unknown) => {
    if (config.databaseUrl && isUnreachable(error)) {
      // Said in words, without the URL's password: what was tried and what to check (issue 26).
      const { host } = new URL(config.databaseUrl);
      console.error(
        `The database at DATABASE_URL (${host}) cannot be reached: ${(error as Error).message}.\n` +
          'Check that PostgreSQL is running there and accepts connections from this machine (host, port, firewall, ' +
          'pg_hba.conf), and that the user and password in DATABASE_URL are right.',
      );
      process.exit(1);
    }
    throw error;
  });
  const [
    { buildApp, createStorage },
    { ensureInitialAdmin },
    { removeStaleControlFile, writeControlFile },
    { stopGracefully },
    { default: pretty },
  ] = await loading;
  // Left by a process that ended without stopping (kill -9): `npm run backup` must not ask it.
  await removeStaleControlFile(config.dataDir);
  // Under `npm start` the log is for people (pino-pretty, one line per request); in production, one JSON
  // line per event for a log collector.
  const readable = config.env === 'development';
  const app = await buildApp(config, {
    database,
    deferJobs: true,
    ...(readable
      ? {
          logStream: pretty({
            colorize: process.stdout.isTTY,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId,method,url,status,ms',
          }),
          everyRequest: true,
        }
      : {}),
  });

  const created = await ensureInitialAdmin(database.db, config);
  if (created?.generatedPassword) {
    // Printed once, on the console only (never into the structured log), and never stored in clear.
    console.log(
      `\n${boxed([
        'Created the first administrator. This password is shown once:',
        '',
        `  e-mail:   ${created.email}`,
        `  password: ${created.generatedPassword}`,
        '',
        `Sign in at ${config.publicUrl}/login and change it, or set one with:`,
        `  npm run admin -- set-password --email ${created.email}`,
      ])}\n`,
    );
  } else if (created) {
    app.log.info(`created the first administrator ${created.email} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }

  // Under the migrations' lock: of two first starts at once, the second waits and then finds the content there.
  await database.exclusively(async () => {
    if (!(await isFreshDatabase(database.db))) return;
    // Only a first start needs the demo content and what draws it.
    const { initializeEmpty, seedDemo } = await import('./db/seed/seed');
    if (config.seedDemo) {
      const started = Date.now();
      app.log.info('empty database: adding the demo company content');
      await seedDemo(database.db, createStorage(config, database));
      app.log.info(`demo content added in ${Date.now() - started} ms`);
    } else {
      await initializeEmpty(database.db);
    }
  });

  // Once the database has made its files: PGlite sets the modes of some itself (0666 for a new database's, 0644),
  // whatever the umask, and an install made before DATA_DIR was kept private has 0666 files. DATA_DIR being 0700
  // since the start, nothing inside was reachable meanwhile.
  const modes = await fixDataDirModes(config.dataDir);
  if (modes.fixed > 0) app.log.debug(`made ${modes.fixed} files and folders in DATA_DIR private (0600, 0700)`);
  if (modes.failed.length > 0)
    app.log.warn(`could not make these private (0600/0700) in DATA_DIR: ${modes.failed.join(', ')}`);

  let stopping: ReturnType<typeof stopGracefully> | null = null;
  let removeControlFile = async () => {};
  const stop = async (signal: string) => {
    // A second signal (Ctrl-C twice) cuts what is left instead of waiting for it.
    if (stopping) return void stopping.force();
    app.log.info(`${signal}: stopping; requests in flight have ${config.shutdownTimeoutMs / 1000} s to finish`);
    stopping = stopGracefully(app, { timeoutMs: config.shutdownTimeoutMs });
    // Should a close hook or the database hang, the process ends all the same, a little after the limit.
    setTimeout(() => {
      app.log.error('could not stop cleanly in time');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000).unref();
    const { cut, cutUses } = await stopping.done;
    if (cut > 0) app.log.warn(`cut ${cut} connection(s) still open when the time was up: ${cutUses.join('; ')}`);
    await removeControlFile();
    // Last, once no request can use it any more.
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` cannot open the embedded database this process holds: it asks this process instead.
  if (database.kind === 'pglite') {
    const local = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    removeControlFile = await writeControlFile(
      app,
      `http://${local.includes(':') ? `[${local}]` : local}:${config.port}`,
    );
  }
  // Once listening: a restart answers its health check without waiting for the queue's start.
  await app.startJobs();
  app.log.info(`site ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}

/** A connection that could not be made at all (the server is down, or not where DATABASE_URL says). */
function isUnreachable(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '3D000'].includes(code ?? '');
}

main().catch((error) => {
  // Redacted: a failed query's message carries its parameters (a password hash, say).
  console.error(describeError(error));
  process.exit(1);
});
