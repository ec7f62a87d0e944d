/**
 * Brotli's window is sized to the page (decision 058): the encoder's buffers, which each thread of the pool keeps,
 * stay small, and the page comes out as small as with the default window.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, withEncodings } from '../../src/server/render/encodings';
import { cachedPage } from '../../src/server/render/page-cache';

/** A page-like body of about `bytes`: markup that repeats, with text that does not. */
function pageOf(bytes: number): string {
  const rows: string[] = [];
  for (let i = 0; rows.join('').length < bytes; i++) {
    rows.push(
      `<article class="card"><a href="/blog/post-${i}">Post ${(i * 7919) % 104729} of the year</a></article>\n`,
    );
  }
  return rows.join('').slice(0, bytes);
}

describe('brotliWindowBits', () => {
  it('is the smallest window that holds the whole body, within brotli’s bounds', () => {
    expect(brotliWindowBits(100)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(1024)).toBe(10);
    expect(brotliWindowBits(65_536)).toBe(16);
    // The demo home page (71 KB) took the default 22-bit window and an 8 MB ring buffer.
    expect(brotliWindowBits(71_416)).toBe(17);
    expect(brotliWindowBits(50_000_000)).toBe(constants.BROTLI_DEFAULT_WINDOW);
    for (const bytes of [1500, 40_000, 70_000, 300_000])
      expect(2 ** brotliWindowBits(bytes)).toBeGreaterThanOrEqual(bytes);
  });
});

describe('withEncodings', () => {
  // The demo's pages came out the same or a few bytes smaller (decision 058); this markup, which repeats more than a
  // page does, up to 2.5% bigger at 40 KB, where a 16-bit window makes brotli pick a smaller match finder.
  it.each([3_000, 40_000, 71_416, 300_000])(
    'a %d-byte page: the same bytes back, hardly bigger than with the default window',
    async (bytes) => {
      const body = pageOf(bytes);
      const page = await withEncodings(cachedPage(200, body));
      const br = page.encoded?.br as Buffer;
      expect(brotliDecompressSync(br).toString()).toBe(body);
      expect(gunzipSync(page.encoded?.gzip as Buffer).toString()).toBe(body);
      const wide = brotliCompressSync(Buffer.from(body), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      expect(br.length).toBeLessThanOrEqual(wide.length * 1.05);
    },
  );
});
