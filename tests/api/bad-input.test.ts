/**
 * Issue 10: bad input gets a 4xx in the one error shape, never a 500, and nothing is stored. Text a column
 * cannot hold, malformed multipart bodies, paths that cannot be decoded, calls no route has.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import {
  contactSubmissions,
  growthSteps,
  oneTimeCodes,
  products,
  rateLimits,
  services,
  teamMembers,
  terms,
} from '../../src/server/db/schema';
import { UNREADABLE_FORM_MESSAGE } from '../../src/server/errors';
import { BAD_URL_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../src/server/input-guard';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { imagePart, multipart, signIn, storedFiles } from '../helpers/admin';
import { expectErrorShape, expectSecurityHeaders } from '../helpers/answers';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
/** A stored record of each resource an upload may change, by the route's path: a PUT finds it first. */
const existing: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  const { db } = t.database;
  existing['/api/blog/:id'] = (await makeBlog(db, { title: 'A published post' })).id;
  existing['/api/service/:id'] = (await makeService(db)).id;
  const [product] = await db.insert(products).values({ name: 'P', description: 'D' }).returning();
  const [member] = await db
    .insert(teamMembers)
    .values({ firstName: 'A', lastName: 'B', role: 'R', description: 'D', email: 'a@example.com' })
    .returning();
  const [step] = await db.insert(growthSteps).values({ number: 1, title: 'T', description: 'D' }).returning();
  existing['/api/product/:id'] = product?.id ?? '';
  existing['/api/team/:id'] = member?.id ?? '';
  existing['/api/growthsteps/:id'] = step?.id ?? '';
});
const urlOf = (route: { url: string }) => {
  if (!route.url.includes(':id')) return route.url;
  const id = existing[route.url];
  if (!id) throw new Error(`no record for ${route.url}: add one in beforeAll`);
  return route.url.replace(':id', id);
};
afterAll(() => t.close());

const rows = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]?.n;

/** A 400 VALIDATION_FAILED whose `fields` name `field` with the control-character message. */
function expectRefusedField(res: Awaited<ReturnType<TestApp['app']['inject']>>, field: string, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expectErrorShape(res, label);
  expectSecurityHeaders(res, label);
  expect(res.json().code, label).toBe('VALIDATION_FAILED');
  expect(res.json().fields?.[field], `${label}: ${res.body}`).toBe(UNSTORABLE_TEXT_MESSAGE);
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  number: '+1 555 0100',
  message: 'We would like a quote for a new customer portal.',
};

/** NUL, the other C0 controls that are not whitespace, and lone UTF-16 surrogates (no UTF-8 form). */
const UNSTORABLE = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\ud800', '\udfff'];

describe('text no column can hold', () => {
  it('refuses a NUL in the blog list query, a slug or an id with 400 naming the parameter', async () => {
    for (const name of ['q', 'tag', 'category']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog?${name}=a%00b` });
      expectRefusedField(res, name, `?${name}`);
    }
    const repeated = await t.app.inject({ method: 'GET', url: '/api/blog?tag=web&tag=%00' });
    expectRefusedField(repeated, 'tag.1', 'a second tag');
    expectRefusedField(await t.app.inject({ method: 'GET', url: '/api/blog/slug/%00' }), 'slug', 'slug');
    const byId = await t.app.inject({ method: 'GET', url: '/api/blog/%00', headers: auth });
    expectRefusedField(byId, 'id', 'admin id');
  });

  it('refuses every control character but tab, CR and LF, and every lone surrogate, in a contact field; stores nothing', async () => {
    const before = await rows(contactSubmissions);
    for (const field of Object.keys(contact)) {
      for (const bad of UNSTORABLE) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: clientAddress(),
          payload: { ...contact, [field]: `x${bad}y` },
        });
        expectRefusedField(res, field, `${field} with U+${bad.charCodeAt(0).toString(16)}`);
      }
    }
    expect(await rows(contactSubmissions)).toBe(before);
    const multiline = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      payload: { ...contact, message: 'First line,\r\nsecond line\tand a tab.' },
    });
    expect(multiline.statusCode).toBe(201);
  });

  it('refuses a NUL in sign-in and recovery fields before anything is counted or stored', async () => {
    const counted = await rows(rateLimits);
    const codes = await rows(oneTimeCodes);
    const calls: Array<[string, Record<string, string>, string]> = [
      ['/api/admin/login', { email: 'a\u0000@example.com', password: 'whatever it is' }, 'email'],
      ['/api/admin/login', { email: 'a@example.com', password: 'pass\u0000word' }, 'password'],
      ['/api/admin/sendotp', { email: 'owner\u0000@example.com' }, 'email'],
      ['/api/admin/verifyotp', { email: 'owner@example.com', otp: '12\u00003456' }, 'otp'],
      ['/api/admin/verifyotp', { email: 'owner\u0000@example.com', otp: '123456' }, 'email'],
    ];
    for (const [url, payload, field] of calls) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress: clientAddress(), payload });
      expectRefusedField(res, field, `${url} ${field}`);
    }
    expect(await rows(rateLimits)).toBe(counted);
    expect(await rows(oneTimeCodes)).toBe(codes);
  });

  it('names a nested JSON field and a bad key, and changes nothing', async () => {
    const version = await readContentVersion(t.database.db);
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/terms',
      headers: auth,
      payload: {
        title: 'Terms',
        intro: 'Read these.',
        sections: [
          { title: 'One', content: 'ok' },
          { title: 'T\u0000wo', content: 'x' },
        ],
      },
    });
    expectRefusedField(nested, 'sections.1.title', 'nested');
    const badKey = await t.app.inject({
      method: 'PUT',
      url: '/api/terms',
      headers: auth,
      payload: { title: 'Terms', intro: 'Read these.', sections: [], 'evil\u0000': 'x' },
    });
    expectRefusedField(badKey, 'body', 'a key');
    expect(await rows(terms)).toBe(0);
    expect(await readContentVersion(t.database.db)).toBe(version);
  });

  it('refuses a NUL in a multipart form field before the image is stored', async () => {
    const filesBefore = await storedFiles(t);
    const servicesBefore = await rows(services);
    const body = multipart({ name: 'Web\u0000apps', description: 'What we build.' }, await imagePart());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expectRefusedField(res, 'name', 'multipart name');
    expect(await rows(services)).toBe(servicesBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('answers a public page whose path holds a NUL with a 4xx, not a 5xx', async () => {
    for (const url of ['/blog/%00', '/blog/a%01b', '/%00', '/blog?page=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res, url);
      expectSecurityHeaders(res, url);
    }
  });
});

describe('malformed multipart bodies', () => {
  const B = 'kestrelboundary';
  const field = (name: string, value: string) =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const BODIES: Record<string, { type: string; body: string }> = {
    'no boundary': { type: 'multipart/form-data', body: field('name', 'x') },
    'an empty boundary': { type: 'multipart/form-data; boundary=', body: field('name', 'x') },
    'a boundary over 256 characters': { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: 'x' },
    'another boundary than declared': {
      type: `multipart/form-data; boundary=${B}`,
      body: '--other\r\nx\r\n--other--\r\n',
    },
    'a body cut in a field': {
      type: `multipart/form-data; boundary=${B}`,
      body: `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\nWeb`,
    },
    'no closing boundary': { type: `multipart/form-data; boundary=${B}`, body: field('name', 'x') },
    'a __proto__ field': { type: `multipart/form-data; boundary=${B}`, body: `${field('__proto__', 'x')}--${B}--\r\n` },
  };

  /** The calls API.md sends as multipart: writes whose OpenAPI operation declares no JSON body. */
  function uploadRoutes() {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    return t.app.routeList.filter((route) => {
      if (!['POST', 'PUT', 'PATCH'].includes(route.method) || route.public) return false;
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      // (A preview link, a restore and a submission for review are asked for with no body: nothing to refuse.)
      return (
        operation !== undefined &&
        operation.requestBody === undefined &&
        !route.url.startsWith('/api/admin/') &&
        !route.url.endsWith('/preview-link') &&
        !route.url.endsWith('/restore') &&
        !route.url.endsWith('/review')
      );
    });
  }

  it('answers every upload call 400 in the error shape, and stores nothing', async () => {
    const routes = uploadRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/blog', 'PATCH /api/blog/:id', 'POST /api/product', 'PUT /api/team/:id']),
    );
    const version = await readContentVersion(t.database.db);
    const files = await storedFiles(t);
    for (const route of routes) {
      for (const [name, { type, body }] of Object.entries(BODIES)) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route),
          headers: { ...auth, 'content-type': type },
          payload: body,
        });
        const label = `${route.method} ${route.url} with ${name}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expectErrorShape(res, label);
        expect(res.json(), label).toEqual({ message: UNREADABLE_FORM_MESSAGE, code: 'VALIDATION_FAILED' });
      }
    }
    expect(await readContentVersion(t.database.db)).toBe(version);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('addresses that cannot be decoded', () => {
  it('answers invalid percent-encoding in a path 400 in the error shape with the security headers', async () => {
    for (const url of ['/%ff', '/%', '/blog/%E0%A4%A', '/api/blog/slug/%ff', '/api/service/%c0', '/uploads/%zz.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res, url);
      expectSecurityHeaders(res, url);
      expect(res.json()).toEqual({ message: BAD_URL_MESSAGE, code: 'VALIDATION_FAILED' });
    }
  });

  it('adds HSTS to that answer over https, as to every other', async () => {
    const secure = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/%ff', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('refuses a JSON body that is not UTF-8 text without storing it', async () => {
    const before = await rows(contactSubmissions);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      headers: { 'content-type': 'application/json' },
      payload: `{"firstName":"\\ud800","lastName":"L","email":"a@example.com","number":"1","message":"hello there"}`,
    });
    expectRefusedField(res, 'firstName', 'an escaped lone surrogate');
    expect(await rows(contactSubmissions)).toBe(before);
  });
});

describe('calls no route has', () => {
  it('answers 404 in the error shape', async () => {
    for (const [method, url] of [
      ['POST', '/no-such-page'],
      ['DELETE', '/api/no-such-call'],
      ['PUT', '/api/blog/slug/x'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth });
      expect(res.statusCode, url).toBe(404);
      expectErrorShape(res, url);
      expect(res.json()).toEqual({ message: API_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
  });
});
