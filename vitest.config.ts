import { defineConfig } from 'vitest/config';
import { reactRouterProduction } from './scripts/react-router-production.mjs';

/**
 * API tests that start the built server as processes of their own and time how they stop, crash and restart: they
 * run on a quiet machine, one file at a time, after everything else (scripts/test.mjs). Under full load they showed
 * what issue 26 describes (a stop that resets requests already sent), which is theirs to prove once it is fixed.
 */
const PROCESS_TESTS = [
  'tests/api/shutdown.test.ts',
  'tests/api/backup-cli.test.ts',
  'tests/api/data-dir-modes.test.ts',
  'tests/api/first-start.test.ts',
  'tests/api/restore-bounds.test.ts',
  'tests/api/start-errors.test.ts',
  'tests/api/analytics-shutdown.test.ts',
];

/**
 * Process tests that bring a database of their own whichever run it is (a PostgreSQL cluster of their own, or
 * none): they run once, in the PGlite run, instead of twice.
 */
const OWN_DATABASE_TESTS = [
  'tests/api/first-start.test.ts',
  'tests/api/restore-bounds.test.ts',
  'tests/api/start-errors.test.ts',
];

/** What both API projects share: the suite on PGlite, or on PostgreSQL with TEST_DATABASE_URL. */
const api = {
  environment: 'node' as const,
  // The database each test app starts from, made once per run (migrated, with the job queue's tables).
  globalSetup: ['tests/helpers/global-setup.ts'],
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  // One module graph per worker, not per file: importing the app anew took 3-4 s of every file's time.
  isolate: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          // Most API tests wait (on the database, a timer, a socket): more files at once than one.
          maxWorkers: Number(process.env.TEST_API_WORKERS ?? 2),
          // Vitest runs projects of different worker counts as groups, one after the other: this one after unit.
          sequence: { groupOrder: 1 },
          // A ceiling for a test that hangs, not a speed check: the suite runs beside the other API suite and the
          // browser suite on two cores (scripts/test.mjs), where a test of 15-30 s alone (the fuzzing corpus; the demo
          // site seeded, backed up and restored) took up to ten times as long, and on a slow day over 300 s.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          ...api,
          name: 'api-processes',
          include: PROCESS_TESTS,
          exclude: process.env.TEST_DATABASE_URL ? OWN_DATABASE_TESTS : [],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Benchmarks with budgets: `npm run bench` only, never part of `npm test`. What they run in this process
        // (a server render) uses the libraries' production builds, as the built server does.
        resolve: { alias: reactRouterProduction },
        test: {
          name: 'bench',
          include: ['bench/**/*.bench.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
