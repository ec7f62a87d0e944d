import { test as base, expect } from '@playwright/test';

/**
 * `test` whose page fails the test on any console error or warning (a hydration mismatch among them).
 * The one error a browser always logs for a page answered with 404 (the lost page) is expected.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const documentErrors = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400) documentErrors.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (documentErrors.has(message.location().url)) return;
        problems.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
