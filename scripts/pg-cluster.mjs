/**
 * A throwaway PostgreSQL cluster for the tests: initdb into a temporary directory, start it on a free
 * loopback port, and remove it all on stop (or when this process exits). PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` user.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAs() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Why the cluster cannot start here, or null when it can. */
export function clusterProblem() {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    return `PostgreSQL 15 server binaries are missing at ${PG_BIN} (install the Debian package postgresql-15, or set PG_BIN).`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'Running as root, but there is no `postgres` user to run the test cluster as (PostgreSQL refuses root).';
  }
  return null;
}

export async function startCluster() {
  const problem = clusterProblem();
  if (problem) throw new Error(problem);
  const owner = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-pg-'));
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const run = (bin, args) => {
    const result = spawnSync(path.join(PG_BIN, bin), args, { ...owner, cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} failed:\n${result.stdout}\n${result.stderr}`);
  };
  // The outage calls run while the caller's event loop keeps going, as a production app's does while its
  // database restarts: a blocking call would leave the closed connections' notices unread until after
  // the server is back, a window no real app sees.
  const runAsync = (bin, args) =>
    new Promise((resolve, reject) => {
      execFile(path.join(PG_BIN, bin), args, { ...owner, cwd: dir, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${bin} failed:\n${stdout}\n${stderr}`)) : resolve(),
      );
    });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startArgs = ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'];
  run('pg_ctl', startArgs);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { ...owner, cwd: dir });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    // For tests of an outage: the server goes away (its connections are closed) and comes back on the
    // same port with the same data, as a restart of a production database would.
    stopServer: () => runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startServer: () => runAsync('pg_ctl', startArgs),
    restart: () => runAsync('pg_ctl', [...startArgs.slice(0, 6), '-m', 'fast', '-w', 'restart']),
  };
}
