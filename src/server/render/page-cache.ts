/**
 * Rendered public pages, kept in memory by URL until content changes. Every successful content write
 * empties it (through the content version); with PostgreSQL, so does a write on any other instance.
 */
import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  html: string;
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

  set(key: string, page: Omit<CachedPage, 'etag'>): CachedPage {
    const entry = { ...page, etag: etagOf(page.html) };
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

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
