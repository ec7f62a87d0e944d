/**
 * `npm start`: builds the site when the build is missing or older than the sources, then starts the
 * server. A later start with nothing changed goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
const manifest = path.join(root, 'dist', 'client', '.vite', 'manifest.json');

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const inputs = ['src', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);
const builtAt = existsSync(serverEntry) && existsSync(manifest) ? Math.min(newest(serverEntry), newest(manifest)) : 0;
if (builtAt < Math.max(...inputs.map(newest))) {
  console.log('Building the site (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.setSourceMapsEnabled(true);
// The server runs in this process, so signals reach its graceful shutdown directly.
await import(pathToFileURL(serverEntry).href);
