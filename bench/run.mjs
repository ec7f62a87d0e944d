/**
 * `npm run bench`: the benchmarks with budgets, on PGlite and on a throwaway PostgreSQL cluster.
 * Each prints its figures as ratios to a baseline measured in the same run, and fails over budget.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { clusterProblem, startCluster } from '../scripts/pg-cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const run = (label, env = {}, extra = []) => {
  console.log(`\n== ${label}`);
  return (
    // One file at a time: a benchmark timed while another fills a database measures the other as well.
    spawnSync(vitest, ['run', '--project', 'bench', '--no-file-parallelism', ...extra], {
      cwd: root,
      stdio: 'inherit',
      // Timed as deployed (README: NODE_ENV=production), with React's production build; see decision 014.
      env: { ...process.env, NODE_ENV: 'production', ...env },
    }).status === 0
  );
};

// The page benchmarks measure the built client bundles.
buildIfStale();
let ok = run('PGlite');
const problem = clusterProblem();
if (problem) {
  console.log(`\nPostgreSQL benchmarks not run: ${problem}`);
  ok = false;
} else {
  const cluster = await startCluster();
  try {
    // Lighthouse measures what the browser gets, the same bytes whichever database: once is enough. Starts are
    // timed as `npm start` runs, on the embedded database.
    ok =
      run('PostgreSQL', { TEST_DATABASE_URL: cluster.url }, [
        '--exclude',
        'bench/lighthouse.bench.test.ts',
        '--exclude',
        'bench/start.bench.test.ts',
      ]) && ok;
  } finally {
    cluster.stop();
  }
}
process.exit(ok ? 0 : 1);
