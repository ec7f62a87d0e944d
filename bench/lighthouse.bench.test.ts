/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) on every public page of the demo
 * site, side by side with a bare HTML page served from this machine in the same run, with Debian's Chromium.
 * Budgets (issue 11): 100 in performance, accessibility, best practices and SEO on every page; largest
 * contentful paint under 1.5 s and total blocking time under 50 ms.
 *
 * Lighthouse's simulated throttling computes the phone's timings from the page's own trace, so the figures
 * barely move with the machine's load; a page over budget is measured once more before it counts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../tests/helpers/app';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LCP_BUDGET_MS = 1500;
const TBT_BUDGET_MS = 50;
const PAGES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/blog',
  '/blog/how-we-cut-page-load-time-by-60-for-a-retail-client',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
];

/** The baseline: the least a page can be (a heading and a paragraph, nothing to load). */
const BARE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare page</title><meta name="description" content="The smallest complete page: the benchmark's baseline.">
</head><body><main><h1>A bare page</h1><p>Nothing to load but this text.</p></main></body></html>`;

interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  failing: string[];
}

let t: TestApp;
let site = '';
let bare: Server;
let bareUrl = '';
let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
  await seedDemo(t.database.db, t.app.storage);
  site = await t.app.listen({ port: 0, host: '127.0.0.1' });
  bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}, 300_000);

afterAll(async () => {
  await chrome?.kill();
  bare?.close();
  await t?.close();
});

async function audit(url: string, attempt = 1): Promise<Result> {
  const run = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = run?.lhr;
  // Lighthouse's own recording can fail (NO_NAVSTART: "Something went wrong with recording the trace over your
  // page load. Please run Lighthouse again."): that says nothing of the page, so it is run again, twice at most.
  const failure = lhr?.runtimeError?.message ?? '';
  if (/run Lighthouse again/i.test(failure) && attempt < 3) return audit(url, attempt + 1);
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${failure || 'no result'}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Result['scores'];
  const failing = Object.entries(lhr.audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map(([id, a]) => `${id} ${a.displayValue ?? a.score}`);
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
}

const within = (r: Result) =>
  CATEGORIES.every((c) => Math.round(r.scores[c] * 100) === 100) && r.lcpMs < LCP_BUDGET_MS && r.tbtMs < TBT_BUDGET_MS;

describe('Lighthouse, mobile', () => {
  it('scores every public page 100 in all four categories, with LCP under 1.5 s and TBT under 50 ms', async () => {
    const baseline = await audit(bareUrl);
    const rows = [{ page: 'baseline: a bare page', ...row(baseline, baseline) }];
    const over: string[] = [];
    for (const path of PAGES) {
      let result = await audit(`${site}${path}`);
      if (!within(result)) result = await audit(`${site}${path}`);
      rows.push({ page: path, ...row(result, baseline) });
      if (!within(result)) over.push(`${path}: ${JSON.stringify(row(result, baseline))}; ${result.failing.join(', ')}`);
    }
    console.log('\nLighthouse 12, mobile (simulated slow 4G), against a bare page in the same run');
    console.table(rows);
    expect(over, 'over budget').toEqual([]);
  });
});

function row(r: Result, baseline: Result) {
  return {
    perf: Math.round(r.scores.performance * 100),
    a11y: Math.round(r.scores.accessibility * 100),
    'best pr.': Math.round(r.scores['best-practices'] * 100),
    seo: Math.round(r.scores.seo * 100),
    'LCP ms': Math.round(r.lcpMs),
    'LCP x': (r.lcpMs / baseline.lcpMs).toFixed(2),
    'TBT ms': Math.round(r.tbtMs),
  };
}
