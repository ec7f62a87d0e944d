/**
 * Edit conflicts on every kind of record (issue 25): 20 saves at the same moment, all carrying the version they
 * read, split between two instances of the site on one database: exactly one is saved, 19 are refused with
 * 409 and the record as it is now. Posts are in versions.test.ts; here every other record the back office edits,
 * an image's description in the media library included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, signIn } from '../helpers/admin';
import { createTestApp, secondInstance, type TestApp } from '../helpers/app';

let t: TestApp;
let other: TestApp['app'];
let closeOther: () => Promise<void>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  ({ app: other, close: closeOther } = await secondInstance(t));
});
afterAll(async () => {
  await closeOther?.();
  await t?.close();
});

interface Kind {
  name: string;
  /** Makes the record; answers the path its saves go to and the method they use. */
  create(): Promise<{ path: string; method: 'PUT' | 'PATCH'; version: number }>;
  /** The i-th of the parallel saves, a change of one word. */
  change(i: number): object;
}

/** A record whose form sends an image, made the way the back office makes it. */
const withImage = (path: string, fields: Record<string, string>) => async () => {
  const form = multipart(fields, { field: 'image', data: await png(320, 200) });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { path: `${path}/${res.json()._id}`, method: 'PUT' as const, version: res.json().version as number };
};
const json =
  (path: string, body: object, method: 'PUT' | 'PATCH' = 'PUT') =>
  async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api${path}`, payload: body, headers: auth });
    expect(res.statusCode, res.body).toBe(201);
    return { path: `${path}/${res.json()._id}`, method, version: res.json().version as number };
  };
/** A one-record document (no id in its path): the first PUT makes it. */
const document = (path: string, body: object) => async () => {
  const res = await t.app.inject({ method: 'PUT', url: `/api${path}`, payload: body, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return { path, method: 'PUT' as const, version: res.json().version as number };
};

const service = { name: 'Data & AI', description: 'Models that earn their keep.' };
const product = { name: 'Kestrel CRM', description: 'Customer records.', link: 'https://crm.example.com' };
const member = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  role: 'Lead engineer',
  description: 'Writes the first programs.',
  email: 'ada@example.com',
};
const step = { number: '101', title: 'Discover', description: 'We learn how your business works.' };
const stats = { headline: 'Trusted', description: 'Numbers.', loyalClients: '850' };
const about = { title: 'Reliable', description: 'd', aboutTitle: 'Who we are', aboutDescription: 'ad' };
const achievement = {
  title: 'Series A',
  description: 'Funded.',
  statistics: { projectsCompleted: 320, yearOnYearGrowth: 38, funded: 2500000, downloads: 1200000 },
  date: '2026-03-31',
};
const contactInfo = { email: 'hello@kestrel.example', location: '1 Main St', phone: '+1 555 0100', hours: 'Mon-Fri' };
const values = { headline: 'What we value', sections: [{ title: 'Craft', description: 'Details.' }] };
const terms = { title: 'Terms of Service', intro: 'Please read.', sections: [{ title: 'Use', content: 'Be nice.' }] };
const refund = {
  title: 'Refund Policy',
  description: 'Fair.',
  items: [{ heading: 'Days', description: 'd', points: [] }],
};
const privacy = { sections: [{ title: 'Data we keep', content: 'Little.' }] };

/** An image's description in the media library: the image a new service shows, described once. */
const mediaDescription = async () => {
  await withImage('/service', { ...service, name: 'Described service' })();
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/media?page=1', headers: auth });
  const newest = list.json().items[0] as { _id: string; version: number };
  return { path: `/admin/media/${newest._id}`, method: 'PATCH' as const, version: newest.version };
};

const KINDS: Kind[] = [
  { name: 'a service', create: withImage('/service', service), change: (i) => ({ ...service, name: `Data ${i}` }) },
  { name: 'a product', create: withImage('/product', product), change: (i) => ({ ...product, name: `CRM ${i}` }) },
  { name: 'a team member', create: withImage('/team', member), change: (i) => ({ ...member, role: `Role ${i}` }) },
  { name: 'a growth step', create: withImage('/growthsteps', step), change: (i) => ({ ...step, title: `Step ${i}` }) },
  { name: 'the stats', create: json('/stats', stats), change: (i) => ({ ...stats, headline: `Trusted ${i}` }) },
  { name: 'an about-us record', create: json('/aboutus', about), change: (i) => ({ ...about, title: `About ${i}` }) },
  {
    name: 'an achievement',
    create: json('/achievements', achievement, 'PATCH'),
    change: (i) => ({ ...achievement, title: `Round ${i}` }),
  },
  {
    name: 'the contact details',
    create: json('/contact-info', contactInfo),
    change: (i) => ({ ...contactInfo, hours: `Mon-Fri ${i}` }),
  },
  {
    name: 'the company values',
    create: document('/company-values', values),
    change: (i) => ({ ...values, headline: `Values ${i}` }),
  },
  { name: 'the terms', create: document('/terms', terms), change: (i) => ({ ...terms, intro: `Read ${i}.` }) },
  {
    name: 'the refund policy',
    create: document('/refund', refund),
    change: (i) => ({ ...refund, description: `${i}` }),
  },
  { name: "an image's description", create: mediaDescription, change: (i) => ({ alt: `A view of the office, ${i}` }) },
  {
    name: 'the privacy policy',
    create: document('/privacypolicy', privacy),
    change: (i) => ({ sections: [{ title: `Data ${i}`, content: 'Little.' }] }),
  },
];

describe('20 saves of one version at the same moment, on two instances', () => {
  for (const kind of KINDS) {
    it(`keep exactly one save of ${kind.name} and refuse 19 with the record as it is now`, async () => {
      const { path, method, version } = await kind.create();
      expect(version).toBeGreaterThan(0);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : t.app).inject({
            method,
            url: `/api${path}`,
            payload: kind.change(i),
            headers: { ...auth, 'if-match': `"${version}"` },
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const saved = answers.find((res) => res.statusCode === 200)?.json();
      // Whoever saved the one version kept, named in every refusal (for an image too: issue 25).
      const { name, email } = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth })).json();
      const saver = { name, email };
      expect(saved.version).toBe(version + 1);
      for (const refused of answers.filter((res) => res.statusCode === 409)) {
        expect(refused.json()).toMatchObject({ code: 'CONFLICT', current: { version: version + 1 }, by: saver });
      }
    });
  }
});
