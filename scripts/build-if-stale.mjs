/** Builds the site when the build is missing or older than the sources (used by npm start and npm run admin). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverDir = path.join(root, 'dist', 'server');
const manifest = path.join(root, 'dist', 'client', '.vite', 'manifest.json');

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

export function buildIfStale() {
  const entry = path.join(serverDir, 'main.js');
  const inputs = ['src', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);
  const builtAt = existsSync(entry) && existsSync(manifest) ? Math.min(newest(serverDir), newest(manifest)) : 0;
  if (builtAt >= Math.max(...inputs.map(newest))) return;
  console.log('Building the site (first start or changed sources)...');
  const started = Date.now();
  // The build's own listing (every chunk and its size) is kept back: one line says it is done, and the whole
  // listing is shown only when the build fails.
  // Always the production build, whatever NODE_ENV this process has: `npm start` in development mode (or a test
  // run) would otherwise build React's development JSX, which a later NODE_ENV=production start cannot run
  // ("jsxDEV is not a function").
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  console.log(`Built the site in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
