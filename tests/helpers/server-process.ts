/**
 * The built server (`dist/server/main.js`) as its own process, on a free loopback port with a fresh data
 * directory (and a fresh PostgreSQL database when TEST_DATABASE_URL is set): for what only a real
 * process shows, such as how it stops on a signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/pg-cluster.mjs';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './database';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');

export const SERVER_ADMIN = { email: 'admin@kestreldigital.example', password: 'server process password' };

export interface ServerProcess {
  port: number;
  /** The environment it runs with (DATA_DIR, DATABASE_URL…), for a shell command on the same site. */
  env: Record<string, string>;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed) once the process has ended. */
  exited: Promise<number | null>;
  /** Kills the process if it still runs, and removes its data. */
  dispose(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-process-'));
  let database: TestDatabase | undefined;
  // A caller that names its own database (a site started again on the same one) needs no fresh one.
  if (TEST_DB_KIND === 'postgres' && env.DATABASE_URL === undefined) {
    database = await createTestDatabase();
    await database.close();
  }
  const port = await freePort();
  let output = '';
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    JWT_SECRET: 'a test secret of at least thirty-two characters',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: SERVER_ADMIN.email,
    ADMIN_PASSWORD: SERVER_ADMIN.password,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    port,
    env: childEnv,
    url,
    child,
    output: () => output,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await database?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + 60_000;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended && Date.now() < deadline) {
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.dispose();
  throw new Error(`the server did not start:\n${output}`);
}
