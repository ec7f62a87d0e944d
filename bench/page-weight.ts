/**
 * What a public page costs the browser to fetch: the JavaScript and CSS it loads, gzip level 9, from the built client
 * in dist/client. The page-weight report of `npm run bench` and the test of the figures the docs state
 * (tests/api/docs-figures.test.ts) both measure with it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = path.join(import.meta.dirname, '..', 'dist', 'client');

export async function gzipSize(url: string): Promise<number> {
  return gzipSync(await readFile(path.join(CLIENT_DIR, url)), { level: 9 }).length;
}

/** The module scripts (with their preloads) and stylesheets a page's HTML names. */
export function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)];
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)];
  return {
    scripts: [...new Set(scripts.map((m) => m[1] ?? ''))],
    styles: [...new Set(styles.map((m) => m[1] ?? ''))],
  };
}

/** Bytes of JavaScript and of CSS (gzip) the page loads. */
export async function pageWeight(html: string): Promise<{ scripts: string[]; js: number; css: number }> {
  const { scripts, styles } = assetsOf(html);
  const sum = async (urls: string[]) => (await Promise.all(urls.map(gzipSize))).reduce((a, b) => a + b, 0);
  return { scripts, js: await sum(scripts), css: await sum(styles) };
}

/** As the docs write a size: kilobytes of 1,024 bytes, one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
