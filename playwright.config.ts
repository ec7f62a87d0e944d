import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The browser tests' own SMTP server (started by the tests that read mail) listens here. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3211);
export const E2E_ADMIN = { email: 'admin@kestreldigital.example', password: 'e2e admin password' };
// A fresh data directory per run, removed again by the global teardown.
const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // npm test runs the browser tests beside the API suites on a two-core machine: a test that walks
  // several pages (widths.spec.ts) or checks accessibility after each step needs more than 30 s there.
  timeout: 60_000,
  globalTeardown: './tests/e2e/teardown.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.test-tmp/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /admin-screens\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      // The back office's create/edit/delete specs run at desktop width; at phone width every admin screen is
      // checked by admin-screens.spec.ts, with the frame (menu, sidebar) and sign-in specs as they are.
      // widths.spec.ts sets its own widths (360, 768, 1280) and runs once, in the desktop project.
      testIgnore: /(admin-(?!frame|auth|screens)[a-z-]+|widths)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Failed blocks on server-rendered pages, per request (src/server/render/test-faults.ts).
      TEST_FAULTS: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
