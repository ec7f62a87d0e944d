/**
 * Issue 10's fuzz: every route in the route table gets malformed input (control characters and broken
 * text in every query value, path parameter and body field, undecodable paths, malformed multipart,
 * deep JSON, huge numbers, wrong types and content types), signed in and not. Whatever it is sent, an
 * answer is never a 5xx, a 4xx is in the one error shape (a public page may answer its HTML 404 page),
 * and every answer carries the security headers.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app';
import { growthSteps, products, teamMembers } from '../../src/server/db/schema';
import { signIn } from '../helpers/admin';
import { expectErrorShape, expectSecurityHeaders } from '../helpers/answers';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
/** A stored record per resource, so that a call on `:id` reaches the code past its lookup. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  const { db } = t.database;
  const [product] = await db.insert(products).values({ name: 'P', description: 'D' }).returning();
  const [member] = await db
    .insert(teamMembers)
    .values({ firstName: 'A', lastName: 'B', role: 'R', description: 'D', email: 'a@example.com' })
    .returning();
  const [step] = await db.insert(growthSteps).values({ number: 1, title: 'T', description: 'D' }).returning();
  Object.assign(ids, {
    blog: (await makeBlog(db, { title: 'Fuzzed post', slug: 'fuzzed-post' })).id,
    service: (await makeService(db)).id,
    product: product?.id,
    team: member?.id,
    growthsteps: step?.id,
  });
  // The one-record resources, made through their own calls (which also proves these bodies valid).
  for (const resource of ['stats', 'aboutus', 'achievements', 'contact-info']) {
    const url = `/api/${resource}`;
    const res = await t.app.inject({ method: 'POST', url, headers: auth, payload: VALID[`POST ${url}`] as object });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    ids[resource] = res.json()._id;
  }
});
afterAll(() => t.close());

const text = { title: 'A title', description: 'Some words.' };
const sections = [{ title: 'One', content: 'The first part.' }];
const forms = {
  service: { name: 'Web apps', description: 'We build them.' },
  product: { name: 'Portal', description: 'A portal.', link: 'https://example.com', style: 'white' },
  team: { firstName: 'Ada', lastName: 'Lovelace', role: 'Engineer', description: 'Counts.', email: 'ada@example.com' },
  growthsteps: { number: '2', ...text },
  blog: {
    title: 'A post',
    category: 'Technology',
    content: '<p>Hi</p>',
    status: 'draft',
    tags: '["a"]',
    duration: '5',
  },
};
/**
 * A valid body per call, "METHOD url": one field of it at a time is replaced by something odd, so that
 * the odd value gets past the other fields' checks and as far as the database.
 */
const VALID: Record<string, unknown> = {
  'POST /api/contact': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    number: '+1 555 0100',
    message: 'We would like a quote.',
  },
  'POST /api/admin/login': { email: 'someone@example.com', password: 'not the password' },
  'POST /api/admin/sendotp': { email: 'someone@example.com' },
  'POST /api/admin/verifyotp': { email: 'someone@example.com', otp: '123456' },
  'POST /api/admin/resetpassword': { email: 'someone@example.com', newPassword: 'a new password', resetToken: 'x' },
  'PATCH /api/admin/me': { name: 'Owner' },
  'POST /api/stats': {
    headline: 'H',
    description: 'D',
    loyalClients: 1,
    experts: 2,
    yearsExperience: 3,
    techAwards: 4,
  },
  'POST /api/aboutus': { ...text, aboutTitle: 'About', aboutDescription: 'Us.' },
  'POST /api/achievements': {
    ...text,
    statistics: { projectsCompleted: 1, yearOnYearGrowth: 2, funded: 3, downloads: 4 },
    date: '2024-05-01',
  },
  'POST /api/contact-info': { email: 'hi@example.com', location: 'Here', phone: '+1 555 0100', hours: '9 to 5' },
  'PUT /api/company-values': { headline: 'Values', sections: [{ ...text }] },
  'PUT /api/terms': { title: 'Terms', intro: 'Read these.', sections },
  'PUT /api/refund': { ...text, items: [{ heading: 'H', description: 'D', points: ['One point'] }] },
  'PUT /api/privacypolicy': { sections },
};
for (const resource of ['stats', 'aboutus', 'contact-info']) {
  VALID[`PUT /api/${resource}/:id`] = VALID[`POST /api/${resource}`];
}
VALID['PATCH /api/achievements/:id'] = VALID['POST /api/achievements'];
for (const [resource, fields] of Object.entries(forms)) {
  VALID[`POST /api/${resource}`] = fields;
  VALID[`${resource === 'blog' ? 'PATCH' : 'PUT'} /api/${resource}/:id`] = fields;
}

/** The paths of a body's leaves: `sections.0.title`, `statistics.funded`. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Object.entries(value);
  return entries.length === 0 ? [path] : entries.flatMap(([key, child]) => leaves(child, [...path, key]));
}

/** A copy of `body` with the leaf at `path` replaced. */
function withLeaf(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  copy[head] = withLeaf(copy[head], rest, value);
  return copy;
}

/** What the OpenAPI document says a route reads; multipart forms are not in it, so their fields are listed. */
interface Target extends RouteEntry {
  query: string[];
  fields: string[];
  form: boolean;
}

const FORM_FIELDS = [
  'name',
  'description',
  'title',
  'content',
  'category',
  'tags',
  'status',
  'author',
  'duration',
  'slug',
  'firstName',
  'lastName',
  'gender',
  'role',
  'email',
  'linkedin',
  'dribbble',
  'number',
  'link',
  'style',
  'removeImage',
];

/** Every route, with what it reads. Logging out and closing sessions would only end the test's own token. */
function targets(): Target[] {
  type Operation = {
    parameters?: Array<{ in: string; name: string }>;
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return t.app.routeList.map((route) => {
    const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const json = operation?.requestBody?.content?.['application/json']?.schema?.properties;
    const writes = ['POST', 'PUT', 'PATCH'].includes(route.method);
    return {
      ...route,
      query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      fields: json ? Object.keys(json) : writes ? FORM_FIELDS : [],
      form: writes && !json && route.url.startsWith('/api/') && !route.url.startsWith('/api/admin/'),
    };
  });
}

/** The path of a route with every parameter (and a wildcard) given `value`, already encoded. */
function pathOf(route: RouteEntry, value?: string) {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => value ?? (name === 'id' ? idFor(route) : 'fuzzed-post'))
    .replace('*', value === undefined ? 'blog/fuzzed-post' : `blog/${value}`);
}

/** A stored record's id, except for a DELETE: the records must last the whole test. */
function idFor(route: RouteEntry) {
  const resource = route.url.split('/')[2] ?? '';
  return (route.method !== 'DELETE' && ids[resource]) || crypto.randomUUID();
}

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

async function send(target: Target, request: Sent, signedIn: boolean) {
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: clientAddress(),
    headers: { ...(signedIn ? auth : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const label = `${request.method} ${request.url.slice(0, 200)} ${signedIn ? 'signed in' : 'anonymous'}`;
  expectSound(target, res, label);
  // A call that ended the session (sign out everywhere, a new password) ends it for the calls after too.
  if (signedIn && res.statusCode === 401) await keepSignedIn();
  return res;
}

function expectSound(target: Target, res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectSecurityHeaders(res, label);
  if (res.statusCode < 400) return;
  const page = !target.url.startsWith('/api/') && String(res.headers['content-type']).startsWith('text/html');
  // A public page's 404 is the page that says so, not JSON; so is the answer to the newsletter form sent without
  // JavaScript (issue 14): a page saying the address is wrong (400) or there were too many tries (429).
  if (page) expect(target.method === 'POST' ? [400, 404, 429] : [404], label).toContain(res.statusCode);
  else expectErrorShape(res, label);
}

async function keepSignedIn() {
  const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth });
  if (me.statusCode === 401) auth = await signIn(t);
}

/** Text no column can hold, text that is fine but odd, and pieces of markup and paths. */
const PIECES = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ufffd',
  '\ufeff',
  '\u2028',
  '😀',
  '\t',
  '\r\n',
  '%',
  '%00',
  '%ff',
  '../',
  '\\',
  "'",
  '"',
  '<script>alert(1)</script>',
  '<img src=//evil.example/x.png>',
  '{"a":1}',
  '-1',
  '1e400',
  '99999999999999999999',
];
const nastyText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

/** Wrong types, huge numbers and nesting, wherever a field is read. */
const HUGE = [1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, 1e21, 0.5, -0];
const oddValue = fc.oneof(
  nastyText,
  fc.constantFrom(...HUGE),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyText, { maxLength: 3 }),
  fc.constant('x'.repeat(3_000)),
);

/** Percent-encoded; a lone surrogate (which has no UTF-8) as the bytes of one, which are no UTF-8 either. */
const encode = (text: string) =>
  Array.from(text, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

const B = 'fuzzboundary';
const formPart = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const formBody = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(([name, value]) => formPart(name, value))
    .join('')}--${B}--\r\n`;

/** The same bad requests for every route: broken paths, queries, bodies and content types. */
function fixedCorpus(target: Target): Sent[] {
  const { method } = target;
  const path = pathOf(target);
  const sent: Sent[] = [];
  const hasParam = /[:*]/.test(target.url);
  for (const raw of ['%00', 'a%01b', '%ff', '%', '%c0%80', '%ed%a0%80', '%E0%A4%A', '..%2f..%2fetc%2fpasswd']) {
    if (hasParam) sent.push({ method, url: pathOf(target, raw) });
    for (const name of [...target.query, 'q']) sent.push({ method, url: `${path}?${name}=${raw}` });
  }
  sent.push({ method, url: `${path}?page=1e400&limit=99999999999999999999&tag=a&tag=%00` });
  if (method === 'GET' || method === 'DELETE') return sent;

  const json = (payload: string) => ({ method, url: path, headers: { 'content-type': 'application/json' }, payload });
  const field = target.fields[0] ?? 'name';
  sent.push(
    json(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    json('['.repeat(100_000) + ']'.repeat(100_000)),
    json(`{"${field}":1e400}`),
    json(`{"${field}":123456789012345678901234567890}`),
    json('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
    json('{"a":"\\u0000"'),
    json(''),
    json('null'),
    json('"text"'),
    json('[]'),
    json('12'),
    {
      method,
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    },
    { method, url: path, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
    { method, url: path, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { method, url: path, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { method, url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00' },
    { method, url: path, headers: { 'content-type': 'multipart/form-data' }, payload: formPart('name', 'x') },
    {
      method,
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: formPart(field, 'x'),
    },
    {
      method,
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: `--${B}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\ncut`,
    },
    {
      method,
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: formBody({ [field]: 'a\u0000b' }),
    },
    {
      method,
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: '--wrong\r\n\r\n',
    },
    { method, url: path, headers: { 'content-type': 'image/png' }, payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  );
  return sent;
}

/** What each leaf of a valid body is replaced by in turn: wrong types, huge numbers, dates no calendar has. */
const ODD_LEAVES: unknown[] = [
  ...HUGE,
  2 ** 31 - 1,
  2 ** 63,
  -1,
  '',
  ' ',
  null,
  true,
  [],
  {},
  [[[[['deep']]]]],
  'x'.repeat(20_000),
  'a\u0000b',
  '\ud800',
  '1e400',
  '0000-01-01',
  '9999-12-31',
  '-2024-01-01',
  '<img src=https://evil.example/p.gif>',
];

/** Every leaf of every valid body, made odd one at a time (and as text in a form). */
function leafCorpus(target: Target): Sent[] {
  const base = VALID[`${target.method} ${target.url}`];
  if (base === undefined) return [];
  const url = pathOf(target);
  return leaves(base).flatMap((path) =>
    ODD_LEAVES.map((value): Sent => {
      const body = withLeaf(base, path, value) as Record<string, unknown>;
      if (!target.form) return { method: target.method, url, payload: body };
      const fields = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      return {
        method: target.method,
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${B}` },
        payload: formBody(fields),
      };
    }),
  );
}

describe('every route, whatever it is sent', () => {
  it('walks a route table that has the public site, the API and its uploads', () => {
    const all = targets();
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((r) => r.form).length).toBeGreaterThanOrEqual(10);
    expect(all.some((r) => r.url === '/*')).toBe(true);
  });

  it('answers the fixed corpus of broken paths, queries, bodies and content types soundly', async () => {
    for (const target of targets()) {
      for (const request of fixedCorpus(target)) {
        for (const signedIn of [false, true]) await send(target, request, signedIn);
      }
    }
  });

  it('answers each field of a valid body made odd in turn soundly', async () => {
    const all = targets().filter((target) => VALID[`${target.method} ${target.url}`] !== undefined);
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const target of all) {
      for (const request of leafCorpus(target)) await send(target, request, !target.public);
    }
  });

  it('answers any token it is sent soundly', async () => {
    const key = t.app.auth.jwtKey;
    const sign = (subject: string, claims: Record<string, unknown> = {}) =>
      new SignJWT({ ver: 1, sid: crypto.randomUUID(), ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    // The session of the test's own token: only the subject can refuse these.
    const live = auth.authorization.split('.')[1] as string;
    const sid = JSON.parse(Buffer.from(live, 'base64url').toString()).sid as string;
    const tokens = [
      'Bearer ',
      'Bearer not-a-jwt',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(10_000)}`,
      'Bearer %00',
      'Basic YTpi',
      `Bearer ${await sign('not-a-uuid', { sid })}`,
      `Bearer ${await sign('\u0000', { sid })}`,
      `Bearer ${await sign(crypto.randomUUID(), { sid })}`,
      `Bearer ${await sign(crypto.randomUUID(), { sid: 'not-a-uuid', ver: 'x' })}`,
      `Bearer ${await sign(crypto.randomUUID(), { ver: 1e308 })}`,
    ];
    for (const target of targets()) {
      for (const authorization of tokens) {
        const res = await t.app.inject({
          method: target.method as 'GET',
          url: pathOf(target),
          headers: { authorization },
        });
        expectSound(target, res, `${target.method} ${target.url} with ${authorization.slice(0, 40)}`);
      }
    }
  });

  it('answers generated text and values in every parameter, query value and field soundly', async () => {
    const all = targets();
    const request = fc.record({
      target: fc.constantFrom(...all),
      where: fc.constantFrom('param', 'query', 'body', 'form'),
      pick: fc.nat(),
      text: nastyText,
      values: fc.array(oddValue, { minLength: 1, maxLength: 4 }),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ target, where, pick, text, values, signedIn }) => {
        const { method } = target;
        const path = pathOf(target);
        const names = target.fields.length > 0 ? target.fields : ['name'];
        const name = (i: number) => names[(pick + i) % names.length] as string;
        const fields = Object.fromEntries(values.map((value, i) => [name(i), value]));
        if (where === 'param' && /[:*]/.test(target.url)) {
          await send(target, { method, url: pathOf(target, encode(text)) }, signedIn);
        } else if (where === 'query' || method === 'GET' || method === 'DELETE') {
          const query = [...target.query, 'q'][pick % (target.query.length + 1)] as string;
          await send(target, { method, url: `${path}?${query}=${encode(text)}` }, signedIn);
        } else if (where === 'form' && target.form) {
          const base = (VALID[`${method} ${target.url}`] ?? {}) as Record<string, unknown>;
          const form = Object.fromEntries(
            Object.entries({ ...base, ...fields }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          );
          const payload = formBody({ ...form, [name(0)]: text });
          const headers = { 'content-type': `multipart/form-data; boundary=${B}` };
          await send(target, { method, url: path, headers, payload }, signedIn);
        } else {
          const base = VALID[`${method} ${target.url}`];
          const paths = base === undefined ? [] : leaves(base);
          // One leaf of a valid body made odd, or (without one) odd values in the fields the route reads.
          const payload = paths.length
            ? withLeaf(base, paths[pick % paths.length] as string[], values.length > 1 ? text : values[0])
            : { ...fields, [name(values.length)]: text };
          await send(target, { method, url: path, payload: payload as object }, signedIn);
        }
      }),
      { seed: 10, numRuns: 1500 },
    );
  });
});
