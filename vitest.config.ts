import { defineConfig } from 'vitest/config';
import { reactRouterProduction } from './scripts/react-router-production.mjs';

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
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
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
