/**
 * What a browser sees when something is off (issue 27): an address that cannot be read gets the 400 page, not the
 * API's JSON; a growth step without a picture gets the default one described, not an empty `alt`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthSteps } from '../../src/server/db/schema';
import { BAD_URL_MESSAGE } from '../../src/server/input-guard';
import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import { STEP_FALLBACK_IMAGE } from '../../src/web/public/sections/GrowthSteps';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('an address that cannot be read', () => {
  it('shows a browser the 400 page, kept out of search engines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%E0%A4%A', headers: BROWSER });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.body).toContain(PUBLIC_MESSAGES.badAddressTitle);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain(BAD_URL_MESSAGE);
  });

  it('still answers the API and a caller that wants no page in the one JSON shape', async () => {
    for (const [url, headers] of [
      ['/api/blog/%E0%A4%A', BROWSER],
      ['/blog/%E0%A4%A', { accept: 'application/json' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: BAD_URL_MESSAGE, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('a growth step without a picture', () => {
  it('shows the default picture described by the step’s title', async () => {
    await t.database.db.insert(growthSteps).values({ number: 1, title: 'Discover', description: 'We listen first.' });
    const html = (await t.app.inject({ method: 'GET', url: '/services' })).body;
    const img = new RegExp(`<img src="${STEP_FALLBACK_IMAGE}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(img).toContain('alt="Discover"');
  });
});
