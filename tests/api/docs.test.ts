import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API reference', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    // Every route of the app is documented, under its method.
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    for (const route of routes)
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url}`);
    // The contact form's fields and their rules come from the shared zod schema.
    const contact = doc.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(contact.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'number', 'message']));
    expect(contact.properties.message.maxLength).toBe(5000);
    // Public calls need no token; admin calls say they need one.
    expect(doc.paths['/api/service'].get.security).toEqual([]);
    expect(doc.paths['/api/service'].post.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('serves a readable reference page with no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/blog/slug/{slug}</code>');
    expect(res.body).toMatch(/<span class="method delete">DELETE<\/span> <code>\/api\/service\/\{id\}<\/code>/);
    expect(res.body).not.toContain('<script');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });
});
