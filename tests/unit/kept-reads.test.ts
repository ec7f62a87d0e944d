import { describe, expect, it } from 'vitest';
import { keptReads, type SizedTransport } from '../../src/server/render/kept-reads';
import { PageCache } from '../../src/server/render/page-cache';

/** An API that answers every read with `bytes` bytes of JSON, and counts the reads it answered. */
function api(bytes: number) {
  const asked: string[] = [];
  const send: SizedTransport = async (request) => {
    asked.push(request.path);
    return { response: { status: 200, body: { path: request.path } }, bytes };
  };
  return { send, asked };
}
const read = (path: string) => ({ method: 'GET' as const, path });

describe('the data kept for renders', () => {
  it('is read again only for the kinds a write changed', async () => {
    const cache = new PageCache(true);
    const shared = keptReads(cache);
    const { send, asked } = api(100);
    for (const path of ['/api/blog?limit=3', '/api/terms', '/api/health']) await shared(read(path), send);
    cache.clear(['blog']);
    for (const path of ['/api/blog?limit=3', '/api/terms', '/api/health']) await shared(read(path), send);
    // The post list and the read of no known kind are read again; the terms are not.
    expect(asked).toEqual(['/api/blog?limit=3', '/api/terms', '/api/health', '/api/blog?limit=3', '/api/health']);
    const answer = await shared(read('/api/terms'), send);
    expect(Object.isFrozen(answer.body)).toBe(true);
  });

  it('is bounded by the bytes of its JSON, dropping the oldest first', async () => {
    const cache = new PageCache(true);
    const shared = keptReads(cache, 250);
    const { send, asked } = api(100);
    for (const path of ['/api/terms', '/api/refund', '/api/service']) await shared(read(path), send);
    await shared(read('/api/service'), send);
    await shared(read('/api/refund'), send);
    expect(asked).toHaveLength(3);
    await shared(read('/api/terms'), send);
    expect(asked).toHaveLength(4);
    // Larger than the whole bound: answered, never kept.
    const big = api(300);
    await shared(read('/api/team'), big.send);
    await shared(read('/api/team'), big.send);
    expect(big.asked).toHaveLength(2);
  });
});
