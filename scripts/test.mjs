/**
 * `npm test`: every check in one run, ending with the line `N passed, N failed`.
 * Lint, types and the build count as one check each; every Vitest and Playwright test counts as one.
 * The API suite runs twice: on PGlite, then on a throwaway PostgreSQL cluster started here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort, startCluster } from './pg-cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = path.join(root, '.test-tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const results = [];
/** The failed tests, each with the end of its message, printed again under the summary. */
const failures = [];
const record = (step, passed, failed, note = '') => {
  results.push({ step, passed, failed, note });
  console.log(`\n── ${step}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
};

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(step, command, args) {
  console.log(`\n── ${step}: ${[path.basename(command), ...args].join(' ')}`);
  const ok = run(command, args);
  record(step, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function vitest(step, args, env = {}) {
  const out = path.join(tmp, `${step.replace(/\W+/g, '-')}.json`);
  console.log(`\n── ${step}`);
  const ok = run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (!existsSync(out)) return record(step, 0, 1, 'Vitest did not report');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push({
          step,
          name: `${path.relative(root, file.name)} › ${test.fullName}`,
          message: test.failureMessages?.[0],
        });
  record(step, report.numPassedTests, failed, report.numPendingTests ? `${report.numPendingTests} skipped` : '');
}

async function playwright(step) {
  const out = path.join(tmp, 'playwright.json');
  console.log(`\n── ${step}`);
  const ports = { E2E_PORT: String(await freePort()), E2E_SMTP_PORT: String(await freePort()) };
  const ok = run(bin('playwright'), ['test'], {
    ...ports,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!existsSync(out)) return record(step, 0, 1, 'Playwright did not report');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({
            step,
            name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')} (${test.status})`,
            message: test.results?.find((r) => r.error)?.error?.message,
          });
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  record(step, stats.expected, failed, stats.skipped ? `${stats.skipped} skipped` : '');
}

check('lint (biome)', bin('biome'), ['check', '.']);
check('types (tsc)', bin('tsc'), ['--noEmit']);
const built = check('build (vite)', 'npm', ['run', 'build', '--silent']);

vitest('unit + API on PGlite', ['--project', 'unit', '--project', 'api']);

let cluster;
try {
  console.log('\n── starting a throwaway PostgreSQL cluster');
  cluster = await startCluster();
  vitest('API on PostgreSQL', ['--project', 'api'], { TEST_DATABASE_URL: cluster.url });
} catch (error) {
  record('API on PostgreSQL', 0, 1, error.message);
} finally {
  cluster?.stop();
}

const chromiumProblem = ensureChromium();
if (chromiumProblem) record('browser (Playwright, Chromium)', 0, 1, chromiumProblem);
else if (!built) record('browser (Playwright, Chromium)', 0, 1, 'skipped because the build failed');
else await playwright('browser (Playwright, Chromium)');

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.step}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
if (failures.length > 0) {
  console.log('\nFailed');
  for (const f of failures) {
    console.log(`  ✗ ${f.step}: ${f.name}`);
    // The end of the message, without its stack: where an assertion's own text (a server log) comes first.
    const lines = String(f.message ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .filter((line) => !/^\s+at /.test(line));
    for (const line of lines.slice(-25)) console.log(`      ${line}`);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
