/**
 * Cached pages and public API reads are compressed once, when kept, and sent as kept: brotli or gzip by
 * Accept-Encoding, each coding with its own ETag (issue 11, "bytes once").
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeService(t.database.db, { name: 'Compressed service' });
  for (let i = 0; i < 6; i++) await makeBlog(t.database.db, { title: `Compressed post ${i}` });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe.each(['/', '/api/blog'])('%s', (url) => {
  it('is sent with brotli, gzip or plain, as the client accepts, and the bytes are the same page', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.rawPayload;

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(body)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(body.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(body)).toBe(true);

    // Refused codings are respected.
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('gives each coding its own ETag, and a 304 for the one the client has', async () => {
    const br = await get(url, { 'accept-encoding': 'br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    const tags = [br, gz, plain].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': tags[0] as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A brotli ETag does not match the plain answer.
    expect((await get(url, { 'if-none-match': tags[0] as string })).statusCode).toBe(200);
  });

  it('is compressed afresh after a content change', async () => {
    const before = brotliDecompressSync((await get(url, { 'accept-encoding': 'br' })).rawPayload).toString();
    // A post saved through the API empties what shows posts (decision 053): the home page and the blog's list.
    const post = await makeBlog(t.database.db, { title: `Post for ${url}`, createdAt: new Date() });
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/${post.id}`,
      headers: { ...(await signIn(t)), 'content-type': 'application/json' },
      payload: { title: `Fresh post for ${url}` },
    });
    expect(write.statusCode).toBe(200);
    const after = brotliDecompressSync((await get(url, { 'accept-encoding': 'br' })).rawPayload).toString();
    expect(after).not.toBe(before);
  });
});
