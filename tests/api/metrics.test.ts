/**
 * GET /metrics (issue 15): Prometheus text, only with METRICS_TOKEN as a bearer token (none: 404), requests counted
 * by route pattern (never by raw URL), the page cache's hits and misses, database queries, the job queues, images
 * and mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_TOKEN_REQUIRED } from '../../src/server/metrics';
import { formClient, imagePart, signIn } from '../helpers/admin';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const TOKEN = 'a metrics token of some length';

let smtp: TestSmtp;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
  auth = await signIn(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series (name and labels as written), or 0 when it is not there yet. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('kestrel_');
    } finally {
      await plain.close();
    }
  });

  it('asks for the token: none or a wrong one is 401, and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ message: METRICS_TOKEN_REQUIRED });
      expect(res.body).not.toContain('kestrel_');
    }
  });

  it('counts requests by route pattern and status, never by raw URL, with their latency', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/blog/slug/no-such-post-${i}` })).statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const text = await scrape();
    expect(text).toMatch(/^# TYPE kestrel_http_request_duration_seconds histogram$/m);
    expect(
      seriesValue(
        text,
        'kestrel_http_request_duration_seconds_count{method="GET",route="/api/blog/slug/:slug",status="404"}',
      ),
    ).toBe(3);
    expect(
      seriesValue(text, 'kestrel_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-post');
    // Unknown paths share one label.
    await t.app.inject({ method: 'GET', url: '/no/such/page/at/all' });
    await t.app.inject({ method: 'GET', url: '/another/unknown/path' });
    const after = await scrape();
    expect(after).not.toContain('/no/such/page');
    expect(after).not.toContain('/another/unknown');
  });

  it('counts page cache hits and misses, database queries, images, mails, job queues and the process', async () => {
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/about' });
    await t.app.inject({ method: 'GET', url: '/about' });
    const { send } = formClient(
      () => t,
      () => auth,
    );
    const created = await send('POST', '/service', { name: 'Measured', description: 'Counted.' }, await imagePart());
    expect(created.status).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      payload: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.org', number: '5550100', message: 'Hello.' },
    });
    expect(contact.statusCode).toBe(201);
    // The message is mailed to the administrator by the job queue.
    let text = await scrape();
    for (let i = 0; i < 50 && seriesValue(text, 'kestrel_mails_total{result="sent"}') === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      text = await scrape();
    }
    expect(seriesValue(text, 'kestrel_mails_total{result="sent"}')).toBeGreaterThanOrEqual(1);
    expect(smtp.mails.length).toBeGreaterThanOrEqual(1);
    const grew = (series: string) => seriesValue(text, series) - seriesValue(before, series);
    expect(grew('kestrel_page_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(grew('kestrel_page_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(grew('kestrel_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(grew('kestrel_images_processed_seconds_count')).toBe(1);
    expect(text).toMatch(/^kestrel_job_queue_depth\{queue="publish-scheduled-posts"\} \d+$/m);
    expect(text).toMatch(/^kestrel_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^kestrel_nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });
});
