/**
 * `npm test`: every check in one run, ending with the line `N passed, N failed`.
 * Lint, types and the build count as one check each; every Vitest and Playwright test counts as one.
 *
 * Three rounds, each of checks run side by side (a two-core machine is otherwise half idle: most tests wait on a
 * database, a timer, a socket or a browser):
 *   1. lint, types, build;
 *   2. unit + API on PGlite, API on a throwaway PostgreSQL cluster started here, and the browser suite in two halves;
 *   3. the API tests that start and stop the built server as processes of their own, on one database, then the other.
 * Each check writes to its own log, printed whole when it ends; the summary gives each check's wall time.
 * TEST_SERIAL=true runs them one after another instead.
 */
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort, startCluster } from './pg-cluster.mjs';
import { bin, testRun } from './test-steps.mjs';

const serial = process.env.TEST_SERIAL === 'true';
const { record, check, vitest, playwright, finish } = testRun();

/** Runs the thunks side by side, or one after another with TEST_SERIAL=true. */
async function together(...thunks) {
  if (!serial) return Promise.all(thunks.map((thunk) => thunk()));
  const values = [];
  for (const thunk of thunks) values.push(await thunk());
  return values;
}

/** A throwaway PostgreSQL cluster for both rounds of the API suite on PostgreSQL, or why there is none. */
async function cluster() {
  try {
    return { cluster: await startCluster() };
  } catch (error) {
    return { problem: error.message };
  }
}

/** The API suite's project `project` on PostgreSQL, in the cluster of `pg`. */
async function onPostgres(pg, step, project) {
  if (pg.problem) return record(step, 0, 1, pg.problem);
  await vitest(step, ['--project', project], { env: { TEST_DATABASE_URL: pg.cluster.url } });
}

/**
 * One half of the browser suite (Playwright's shard `shard` of SHARDS), on a site of its own: its own server, data
 * directory, database and mail server (playwright.config.ts), so neither half sees what the other writes.
 */
async function inBrowser(built, shard) {
  const step = `browser ${shard}/${SHARDS} (Playwright, Chromium)`;
  if (chromiumProblem) return record(step, 0, 1, chromiumProblem);
  if (!built) return record(step, 0, 1, 'not run because the build failed');
  const env = { E2E_PORT: String(await freePort()), E2E_SMTP_PORT: String(await freePort()) };
  await playwright(step, [`--shard=${shard}/${SHARDS}`], env);
}
const SHARDS = 2;

// Before anything runs beside it: installing Chromium with apt (once per machine) blocks this process.
const chromiumProblem = ensureChromium();
const pg = await cluster();
try {
  // 1. What the others need: the build (the browser suite and the API suites' process tests start the built server).
  const [, , built] = await together(
    () => check('lint (biome)', bin('biome'), ['check', '.']),
    () => check('types (tsc)', bin('tsc'), ['--noEmit']),
    () => check('build (vite)', 'npm', ['run', 'build', '--silent']),
  );
  // 2. Everything else but the process tests, side by side.
  await together(
    () => vitest('unit + API on PGlite', ['--project', 'unit', '--project', 'api']),
    () => onPostgres(pg, 'API on PostgreSQL', 'api'),
    () => inBrowser(built, 1),
    () => inBrowser(built, 2),
  );
  // 3. The tests that start, stop and kill the built server and time it (vitest.config.ts), one database after the
  // other on a quiet machine: side by side, a kill -9 in a newsletter send mailed one subscriber twice (decision 035).
  await vitest('process tests on PGlite', ['--project', 'api-processes']);
  await onPostgres(pg, 'process tests on PostgreSQL', 'api-processes');
} finally {
  pg.cluster?.stop();
}
finish(serial ? 'one check at a time' : 'side by side');
