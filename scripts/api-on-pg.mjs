/**
 * Runs the API suite (or the test files named as arguments) on a throwaway PostgreSQL cluster:
 * `node scripts/api-on-pg.mjs tests/api/auth-login.test.ts`. `npm test` does the same for the whole suite.
 */
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const cluster = await startCluster();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
cluster.stop();
process.exit(result.status ?? 1);
