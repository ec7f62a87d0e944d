import type { Locator, Page } from '@playwright/test';

/**
 * Opens a public page whose server render gets these answers instead of the API's (a status fails the
 * call; any other value is the answer's JSON). Public pages fetch nothing in the browser, so this is how a
 * browser test reaches a failed or empty block (src/server/render/test-faults.ts).
 */
export async function gotoWithFaults(page: Page, path: string, faults: Record<string, unknown>) {
  await page.setExtraHTTPHeaders({ 'x-test-faults': JSON.stringify(faults) });
  try {
    return await page.goto(path);
  } finally {
    await page.setExtraHTTPHeaders({});
  }
}

/**
 * A disclosure's button (a `<summary>`) by the words it shows now: its words (and icon) follow its state
 * through CSS, so the hidden ones do not count. Chromium gives it the button role and its expanded state.
 */
export function disclosure(scope: Page | Locator, words: string): Locator {
  // The inner locator of `has` is matched inside each summary; it must start from the page.
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('summary').filter({ has: page.locator(`:text-is("${words}"):visible`) });
}

/** Whether a `<details>` around this locator is open. */
export const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);
