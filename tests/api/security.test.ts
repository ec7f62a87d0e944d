import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeAdmin } from '../helpers/factories';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on pages and API answers alike', async () => {
    t = await createTestApp();
    for (const url of ['/', '/api/service', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends the same headers on error answers', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS when the site is served over https', async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows no cross-origin calls unless an origin is configured', async () => {
    t = await createTestApp();
    const closed = await t.app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { origin: 'https://evil.example' },
    });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    await t.close();

    t = await createTestApp({ CORS_ORIGINS: 'https://admin.example.com' });
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { origin: 'https://admin.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('mail without SMTP', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    t = await createTestApp();
    await makeAdmin(t.database.db, { email: 'outbox@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sendotp',
      payload: { email: 'outbox@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i++) {
      files = await readdir(outbox).catch(() => []);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(files).toHaveLength(1);
    const mail = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(mail).toMatch(/^To: outbox@example.com/m);
    expect(mail).toMatch(/Your code: [A-Z0-9]{4}/);
  });
});
