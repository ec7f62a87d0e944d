/**
 * Rendered public pages and public API answers, kept in memory until content changes. Every
 * successful content write empties it (through the content version); with PostgreSQL, so does a
 * write on any other instance, and so does a reconnection to the database (notices may have been missed).
 *
 * Concurrent requests for the same missing entry share one producer (single flight): a burst of 50
 * visitors on a page just emptied by a write costs one render, not 50. See decision 019.
 */
import { hash } from 'node:crypto';

export interface CachedPage {
  status: number;
  /** The answer as sent: UTF-8, encoded once (for its ETag and for every answer after). */
  body: Buffer;
  etag: string;
  /** Headers the answer needs besides the ETag (a content type, a Retry-After). */
  headers?: Record<string, string>;
  /** The body compressed once, when it was kept (src/server/render/encodings.ts). */
  encoded?: { br: Buffer; gzip: Buffer };
}

/** What a producer made, and whether it may be kept (an answer whose data failed to load may not). */
export interface Produced {
  page: CachedPage;
  keep: boolean;
}

export class PageCache {
  private pages = new Map<string, CachedPage>();
  /**
   * The pages kept before the last clear(): while one request renders a page anew, the others get its previous
   * copy instead of waiting (decision 050). Dropped by the next clear(), and per page once its new copy is kept.
   */
  private stale = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  /** Goes up on every clear(): an answer produced from older content must not be kept. */
  private current = 0;

  constructor(
    readonly enabled: boolean,
    /** Bounds memory: random URLs (each a 404) cannot grow it without end. */
    private readonly maxEntries = 500,
    /** Told of each load: kept (a hit) or not (a miss), for /metrics. */
    private readonly onLoad: (hit: boolean) => void = () => {},
  ) {}

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last, so that the bound evicts what nobody asks for.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** The kept answer for `key`, counted as a hit when there is one (a miss is counted by the load that follows). */
  hit(key: string): CachedPage | undefined {
    const kept = this.get(key);
    if (kept) this.onLoad(true);
    return kept;
  }

  /**
   * The kept answer for `key`, or the one `produce` makes; requests that arrive while it is being made get the
   * copy kept before the content changed, when there is one, or else wait for it; none makes its own. It is kept
   * only when `produce` says so and no clear() happened meanwhile (it may have read the content from before).
   */
  load(key: string, produce: () => Promise<Produced>): Promise<CachedPage> {
    const kept = this.get(key);
    this.onLoad(kept !== undefined);
    if (kept) return Promise.resolve(kept);
    if (!this.enabled) return produce().then((made) => made.page);
    const pending = this.inFlight.get(key);
    if (pending) return Promise.resolve(this.stale.get(key) ?? pending);
    const generation = this.current;
    const making = produce()
      .then(({ page, keep }) => {
        if (keep) this.set(key, page, generation);
        return page;
      })
      .finally(() => {
        if (this.inFlight.get(key) === making) this.inFlight.delete(key);
      });
    this.inFlight.set(key, making);
    return making;
  }

  /** The content generation now: read it before producing an answer, give it back to set(). */
  get generation(): number {
    return this.current;
  }

  /** Keeps `page` under `key`, unless the content changed since `generation` was read. */
  set(key: string, page: CachedPage, generation: number): void {
    if (!this.enabled || generation !== this.current) return;
    this.pages.delete(key);
    this.stale.delete(key);
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, page);
  }

  /** Drops one kept answer, leaving the rest and the content generation as they are. */
  forget(key: string): void {
    this.pages.delete(key);
    this.stale.delete(key);
  }

  clear(): void {
    this.current++;
    this.stale = this.pages;
    this.pages = new Map();
    // A request arriving after the write must not join a render of the content before it.
    this.inFlight.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
/** An answer to cache: its body encoded once, with the ETag of that body. */
export function cachedPage(status: number, body: string | Buffer, headers?: Record<string, string>): CachedPage {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { status, body: bytes, etag: etagOf(bytes), ...(headers ? { headers } : {}) };
}

export const etagOf = (body: Buffer) => `"${hash('sha1', body, 'base64url')}"`;
