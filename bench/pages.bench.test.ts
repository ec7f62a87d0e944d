/**
 * Public pages: the JavaScript and CSS each page loads (gzip), against the smallest hydrated React page
 * built with the same tools in this run (what any hydrated page would need at least); and the home page's
 * server render time with the page cache off, against GET /api/health through the same stack.
 * Budgets (issue 11, docs/decisions/024): at most 15 KB of JavaScript on a page with a form, and no more
 * than the site's own module (about 1 KB) on a page without one; 30 KB of CSS; home render median under 10 ms;
 * and, once its data is kept, a median under 2 ms of CPU for the render alone. The milliseconds follow the health
 * check measured beside them on a slow spell (docs/decisions/033).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/server/db/seed/seed';
import { readClientAssets } from '../src/server/render/assets';
import { createRenderer } from '../src/server/render/render.routes';
import { islandsIn } from '../src/web/entry-server';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { allowedMs, budgetLine, type Figure, measureInTurns, report } from './measure';
import { kb, pageWeight } from './page-weight';

const JS_BUDGET_WITH_FORM = 15 * 1024;
const JS_BUDGET_WITHOUT_FORM = 1024;
const CSS_BUDGET = 30 * 1024;
const RENDER_BUDGET_MS = 10;
/** A render whose data is kept costs only React (issue 11). */
const KEPT_DATA_RENDER_BUDGET_MS = 2;
/** Requests made before timing starts. */
const WARM_UP = 100;
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

const CLIENT_DIR = path.join(import.meta.dirname, '..', 'dist', 'client');

let t: TestApp;
let baselineJs = 0;
let baselineCss = 0;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  await seedDemo(t.database.db, t.app.storage);
  const out = await mkdtemp(path.join(tmpdir(), 'kestrel-baseline-'));
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      root: path.join(import.meta.dirname, 'baseline'),
      plugins: [(await import('@vitejs/plugin-react')).default(), (await import('@tailwindcss/vite')).default()],
      build: {
        outDir: out,
        write: false,
        rollupOptions: { input: path.join(import.meta.dirname, 'baseline', 'entry.tsx') },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    for (const file of outputs) {
      const code = file.type === 'chunk' ? file.code : file.source;
      const size = gzipSync(code, { level: 9 }).length;
      if (file.fileName.endsWith('.js')) baselineJs += size;
      if (file.fileName.endsWith('.css')) baselineCss += size;
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}, 300_000);
afterAll(() => t.close());

describe('public pages', () => {
  it('load at most 15 KB of JavaScript with a form, 1 KB without, and 30 KB of CSS (gzip)', async () => {
    const rows: Record<string, string>[] = [
      {
        page: 'baseline: bare hydrated React + Tailwind base',
        modules: '',
        js: kb(baselineJs),
        css: kb(baselineCss),
        'js x': '1.0',
        'css x': '1.0',
      },
    ];
    const over: string[] = [];
    for (const page of PAGES) {
      const html = (await t.app.inject({ method: 'GET', url: page })).body;
      expect(html, `${page} has no build assets: run npm run build`).toContain('/assets/');
      const { scripts, js, css } = await pageWeight(html);
      // Nothing of the back office (sign-in screens, editor, charts) may load on a public page.
      expect(scripts.join(' ')).not.toMatch(/Login|Admin|Editor|chart/i);
      const islands = islandsIn(html);
      rows.push({
        page,
        modules: ['site', ...islands].join(' '),
        js: kb(js),
        css: kb(css),
        'js x': (js / baselineJs).toFixed(3),
        'css x': (css / baselineCss).toFixed(1),
      });
      const budget = islands.length > 0 ? JS_BUDGET_WITH_FORM : JS_BUDGET_WITHOUT_FORM;
      if (js > budget) over.push(`${page}: ${kb(js)} of JavaScript (budget ${kb(budget)})`);
      if (css > CSS_BUDGET) over.push(`${page}: ${kb(css)} of CSS`);
    }
    console.log('\nAssets per page (gzip), against the baseline built in this run');
    console.table(rows);
    expect(over, 'over budget').toEqual([]);
  });

  it('render the home page on the server in a median under 10 ms with the cache off', async () => {
    // The budget is for the deployed server (README: NODE_ENV=production), not React's development build.
    expect(process.env.NODE_ENV, 'run the benchmarks with npm run bench').toBe('production');
    const get = (url: string) => async () => {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    };
    // A running server has long been warm: V8 optimizes a render's code over its first hundred or so runs,
    // and after only 10 the median still measured that (about a third more, before and after 011).
    const [baseline, home, about] = (await measureInTurns(
      [
        { name: 'GET /api/health', run: get('/api/health') },
        { name: 'GET / (server render, cache off)', run: get('/') },
        { name: 'GET /about (server render, cache off)', run: get('/about') },
      ],
      { warmup: WARM_UP },
    )) as [Figure, Figure, Figure];
    report('Server render (NODE_ENV=production)', baseline, [home, about]);
    console.log(budgetLine(RENDER_BUDGET_MS, baseline.medianMs, 'the render of /'));
    expect(home.medianMs).toBeLessThan(allowedMs(RENDER_BUDGET_MS, baseline.medianMs));
  });

  it('render the home page in a median under 2 ms of CPU once its data is kept (the render alone, as on a cache miss)', async () => {
    expect(process.env.NODE_ENV, 'run the benchmarks with npm run bench').toBe('production');
    const kept = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
    try {
      await seedDemo(kept.database.db, kept.app.storage);
      // What the page route runs on a miss, before compressing what it keeps: the same renderer and transport.
      const render = createRenderer(kept.app, readClientAssets(CLIENT_DIR));
      const page = (path: string) => async () => {
        const { result } = await render(new URL(path, kept.config.publicUrl));
        if (result.kind !== 'page' || result.status !== 200) throw new Error(`${path}: ${result.status}`);
      };
      const health = async () => {
        const res = await kept.app.inject({ method: 'GET', url: '/api/health' });
        if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
      };
      const [baseline, home, about] = (await measureInTurns(
        [
          { name: 'GET /api/health', run: health },
          { name: 'render / (data kept)', run: page('/') },
          { name: 'render /about (data kept)', run: page('/about') },
        ],
        { warmup: WARM_UP },
      )) as [Figure, Figure, Figure];
      report('Server render from kept data (NODE_ENV=production)', baseline, [home, about]);
      // The budget is CPU time (issue 11: "at most 2 ms of CPU"): on a shared machine the wall time also counts
      // what other work took the core away, by a half or more at times. Its baseline is the health check's CPU time.
      const healthCpu = baseline.cpuMedianMs ?? baseline.medianMs;
      console.log(budgetLine(KEPT_DATA_RENDER_BUDGET_MS, healthCpu, 'the CPU of the kept-data render of /'));
      expect(home.cpuMedianMs).toBeLessThan(allowedMs(KEPT_DATA_RENDER_BUDGET_MS, healthCpu));
    } finally {
      await kept.close();
    }
  });
});
