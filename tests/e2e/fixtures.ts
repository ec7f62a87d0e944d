import { test as base, expect } from '@playwright/test';

/**
 * `test` whose page fails the test on any console error or warning (a hydration mismatch among them).
 * The one error a browser always logs for a page answered with 404 (the lost page) is expected, and a
 * test that provokes refusals on purpose lists the ones it expects in `expectedConsole`.
 */
export const test = base.extend<{ expectedConsole: RegExp[]; consoleProblems: string[] }>({
  expectedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      const documentErrors = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400) documentErrors.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (documentErrors.has(message.location().url)) return;
        const text = `${message.text()} (${message.location().url})`;
        if (expectedConsole.some((pattern) => pattern.test(text))) return;
        problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
