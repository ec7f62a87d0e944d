/** Built assets: hashed names, served for a year as immutable, precompressed with brotli and gzip. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const ASSETS = path.join(import.meta.dirname, '..', '..', 'dist', 'client', 'assets');

let t: TestApp;
let scripts: string[];
let script: string;
beforeAll(async () => {
  if (!existsSync(ASSETS)) throw new Error('No client build: run `npm run build` first (npm test does).');
  t = await createTestApp();
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] as string);
  script = scripts.find((src) => src.includes('contact-form')) ?? '';
});
afterAll(() => t?.close());

describe('built assets', () => {
  it('are referenced by hashed name and served immutable for a year', async () => {
    // The home page loads the site's module and its contact form's, nothing else (docs/decisions/024).
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/assets\/site-[\w-]+\.js$/);
    expect(script).toMatch(/^\/assets\/contact-form-[\w-]+\.js$/);
    const res = await t.app.inject({ method: 'GET', url: script });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('are sent precompressed with brotli or gzip, whichever the browser accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: script });
    const br = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(readdirSync(ASSETS).some((f) => f.endsWith('.css.br'))).toBe(true);
  });
});
