/**
 * Rendered public pages, kept in memory by URL until content changes. Every successful content write
 * empties it (through the content version); with PostgreSQL, so does a write on any other instance.
 */
import { hash } from 'node:crypto';

export interface CachedPage {
  status: number;
  /** The page as sent: UTF-8, encoded once (for its ETag and for every answer after). */
  body: Buffer;
  etag: string;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    readonly enabled: boolean,
    /** Bounds memory: random URLs (each a 404) cannot grow it without end. */
    private readonly maxEntries = 500,
  ) {}

  get(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key) : undefined;
  }

  set(key: string, page: { status: number; html: string }): CachedPage {
    const body = Buffer.from(page.html);
    const entry = { status: page.status, body, etag: etagOf(body) };
    if (!this.enabled) return entry;
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, entry);
    return entry;
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

export const etagOf = (body: Buffer) => `"${hash('sha1', body, 'base64url')}"`;
