/**
 * The steps of a test run and its summary, for `npm test` (scripts/test.mjs) and `npm run test:node24`: each step
 * runs a command with its output in a log of its own, printed whole when it ends, and counts its tests; the summary
 * gives each step's result and wall time, the failed tests again, and ends with the line `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const fileName = (step) => step.replace(/\W+/g, '-');

export function testRun(tmp = path.join(root, '.test-tmp')) {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const started = Date.now();
  const results = [];
  /** The failed tests, each with the end of its message, printed again under the summary. */
  const failures = [];

  const record = (step, passed, failed, note = '', ms = 0) => {
    results.push({ step, passed, failed, note, ms });
    console.log(`\n── ${step}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}, ${seconds(ms)}\n`);
  };

  /** Runs a command with its output in its own log, printed whole once it ends; resolves with success and time. */
  function run(step, command, args, env = {}) {
    const log = path.join(tmp, `${fileName(step)}.log`);
    const begun = Date.now();
    return new Promise((resolve) => {
      const out = createWriteStream(log);
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('error', (error) => out.write(`${error.message}\n`));
      child.on('close', (code) => {
        out.end(() => {
          console.log(`\n── ${step}: ${[path.basename(command), ...args].join(' ')}\n`);
          process.stdout.write(readFileSync(log, 'utf8'));
          resolve({ ok: code === 0, ms: Date.now() - begun, output: () => readFileSync(log, 'utf8') });
        });
      });
    });
  }

  /** A command that passes or fails as one check. `problem` may find a failure in the output of a command that passed. */
  async function check(step, command, args, { env = {}, problem = () => null } = {}) {
    const { ok, ms, output } = await run(step, command, args, env);
    const found = ok ? problem(output()) : null;
    record(step, ok && !found ? 1 : 0, ok && !found ? 0 : 1, found ?? '', ms);
    return ok && !found;
  }

  /** Vitest with `args`, every test counted. `command` runs it under another Node.js. */
  async function vitest(step, args, { env = {}, node } = {}) {
    const out = path.join(tmp, `${fileName(step)}.json`);
    const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
    const { ok, ms } = node
      ? await run(step, node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs], env)
      : await run(step, bin('vitest'), vitestArgs, env);
    if (!existsSync(out)) return record(step, 0, 1, 'Vitest did not report', ms);
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
    const skipped = report.numPendingTests ? `${report.numPendingTests} skipped` : '';
    record(step, report.numPassedTests, failed, skipped, ms);
  }

  async function playwright(step, args = [], env = {}) {
    const out = path.join(tmp, `${fileName(step)}.json`);
    const { ok, ms } = await run(step, bin('playwright'), ['test', ...args], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_FILE: out,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (!existsSync(out)) return record(step, 0, 1, 'Playwright did not report', ms);
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
    record(step, stats.expected, failed, stats.skipped ? `${stats.skipped} skipped` : '', ms);
  }

  /** Prints the summary and the closing line; exits 0 only when every test passed. */
  function finish(how = '') {
    const passed = results.reduce((n, r) => n + r.passed, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    console.log(`\nSummary (${seconds(Date.now() - started)} in all${how ? `, ${how}` : ''})`);
    for (const r of results)
      console.log(
        `  ${r.failed ? '✗' : '✓'} ${r.step}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}, ${seconds(r.ms)}`,
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
  }

  return { record, check, vitest, playwright, finish };
}
