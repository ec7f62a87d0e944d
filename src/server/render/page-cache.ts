/**
 * Rendered public pages and public API answers, kept in memory until what they read changes. Each kept answer
 * records the kinds of record it read (`reads`, src/server/content/kinds.ts); a content write empties only the
 * answers that read a kind it changed, here and, over NOTIFY, on every other instance; a write of no known kind,
 * a reconnection to the database (notices may have been missed) or a notice that cannot be read empties all
 * (decision 053). The cache is bounded by bytes, kept answers and their previous copies together.
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

/** The kinds of record an answer read; null: it may have read anything (any write empties it). */
export type Reads = ReadonlySet<string> | null;
/** The kinds of record a write changed; null: anything (every kept answer goes). */
export type Changed = readonly string[] | null;

/** Whether a write that changed `changed` makes an answer that read `reads` out of date. */
export const touches = (changed: Changed, reads: Reads): boolean =>
  changed === null || reads === null || changed.some((kind) => reads.has(kind));

/** What a producer made, whether it may be kept (an answer whose data failed to load may not), and what it read. */
export interface Produced {
  page: CachedPage;
  keep: boolean;
  /** Left out: it may have read anything. */
  reads?: Reads;
}

interface Entry {
  page: CachedPage;
  reads: Reads;
  bytes: number;
}

/** The default bound of the whole cache (`PAGE_CACHE_MB`): kept answers and previous copies, with their codings. */
export const PAGE_CACHE_MB_DEFAULT = 64;
export const PAGE_CACHE_BYTES = PAGE_CACHE_MB_DEFAULT * 1_000_000;
/** What an entry costs besides its bodies and key (the objects, the maps' slots, the headers): a generous guess. */
const ENTRY_OVERHEAD = 512;
/** Clears remembered, to tell whether an answer made since one of them may be kept (older ones: it may not). */
const CLEARS_REMEMBERED = 256;

/** The memory an entry holds: its key, its body and each coding of it, and the rest (ENTRY_OVERHEAD). */
export function bytesOf(key: string, page: CachedPage): number {
  const encoded = page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0;
  return key.length * 2 + page.body.length + encoded + ENTRY_OVERHEAD;
}

export class PageCache {
  private pages = new Map<string, Entry>();
  /**
   * The pages emptied by the last change of what they read: while one request renders a page anew, the others get
   * its previous copy instead of waiting (decision 050). Dropped by the next change of what it read (a copy two
   * changes old is never served), and per page once its new copy is kept.
   */
  private stale = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  /** Goes up on every clear(): an answer produced from content changed since must not be kept. */
  private current = 0;
  /** The last clears, oldest first: what each changed, and the generation it started. */
  private clears: { generation: number; changed: Changed }[] = [];
  /** The bytes of the pages and previous copies held (bytesOf). */
  private held = 0;

  constructor(
    readonly enabled: boolean,
    /** Bounds memory: random URLs (each a 404) cannot grow it without end; the least recently used go first. */
    readonly maxBytes = PAGE_CACHE_BYTES,
    /** Told of each load: kept (a hit) or not (a miss), for /metrics. */
    private readonly onLoad: (hit: boolean) => void = () => {},
  ) {}

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.pages.get(key);
    if (entry) {
      // Most recently used last, so that the bound evicts what nobody asks for.
      this.pages.delete(key);
      this.pages.set(key, entry);
    }
    return entry?.page;
  }

  /**
   * The kept answer for `key`, counted as a hit when there is one (a miss is counted by the load that follows); while
   * a render of it runs, the copy kept before the content changed, counted as the miss `load` counts for it. The
   * front door answers with it as `load` would, without routing the request (decision 057): during each render after
   * a save, a few dozen readers of the page used to go through the whole router for that copy.
   */
  hit(key: string): CachedPage | undefined {
    const kept = this.get(key);
    if (kept) {
      this.onLoad(true);
      return kept;
    }
    const previous = this.inFlight.has(key) ? this.stale.get(key)?.page : undefined;
    if (previous) this.onLoad(false);
    return previous;
  }

  /**
   * The kept answer for `key`, or the one `produce` makes; requests that arrive while it is being made get the
   * copy kept before the content changed, when there is one, or else wait for it; none makes its own. It is kept
   * only when `produce` says so and nothing it read changed meanwhile (it may have read the content from before).
   */
  load(key: string, produce: () => Promise<Produced>): Promise<CachedPage> {
    const kept = this.get(key);
    this.onLoad(kept !== undefined);
    if (kept) return Promise.resolve(kept);
    if (!this.enabled) return produce().then((made) => made.page);
    const pending = this.inFlight.get(key);
    if (pending) return Promise.resolve(this.stale.get(key)?.page ?? pending);
    const generation = this.current;
    const making = produce()
      .then(({ page, keep, reads = null }) => {
        if (keep) this.set(key, page, generation, reads);
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

  /**
   * Whether content that an answer reading `reads` depends on changed since `generation`: then it may be from
   * before the change and must not be kept. Also true when that generation is too old to tell.
   */
  changedSince(generation: number, reads: Reads): boolean {
    if (generation === this.current) return false;
    const oldest = this.clears[0];
    if (!oldest || generation < oldest.generation - 1) return true;
    for (const clear of this.clears) if (clear.generation > generation && touches(clear.changed, reads)) return true;
    return false;
  }

  /** Keeps `page` under `key`, unless what it read (`reads`; null: anything) changed since `generation` was read. */
  set(key: string, page: CachedPage, generation: number, reads: Reads = null): void {
    if (!this.enabled || this.changedSince(generation, reads)) return;
    this.forget(key);
    const bytes = bytesOf(key, page);
    // One answer larger than the whole bound is sent, not kept.
    if (bytes > this.maxBytes) return;
    this.pages.set(key, { page, reads, bytes });
    this.held += bytes;
    this.evict();
  }

  /** Drops one kept answer, leaving the rest and the content generation as they are. */
  forget(key: string): void {
    for (const map of [this.pages, this.stale]) {
      const entry = map.get(key);
      if (entry) {
        map.delete(key);
        this.held -= entry.bytes;
      }
    }
  }

  /**
   * Content changed: `changed` names the kinds of record (null: anything). Every kept answer that read one of them
   * becomes a previous copy (dropping the one it had); the rest stay as they are.
   */
  clear(changed: Changed = null): void {
    this.current++;
    this.clears.push({ generation: this.current, changed });
    if (this.clears.length > CLEARS_REMEMBERED) this.clears.shift();
    for (const [key, entry] of this.stale) {
      if (touches(changed, entry.reads)) {
        this.stale.delete(key);
        this.held -= entry.bytes;
      }
    }
    for (const [key, entry] of this.pages) {
      if (touches(changed, entry.reads)) {
        this.pages.delete(key);
        this.stale.set(key, entry);
      }
    }
    // A request arriving after the write must not join a render that may have read the content before it (what a
    // render reads is known only once it is done).
    this.inFlight.clear();
  }

  /** Previous copies first, then the least recently used answers, until the cache is within its bound. */
  private evict(): void {
    for (const map of [this.stale, this.pages]) {
      for (const [key, entry] of map) {
        if (this.held <= this.maxBytes) return;
        map.delete(key);
        this.held -= entry.bytes;
      }
    }
  }

  /** Kept answers (previous copies not counted). */
  get size(): number {
    return this.pages.size;
  }

  /** The bytes held (bytesOf), kept answers and previous copies together. */
  get bytes(): number {
    return this.held;
  }
}

/** An answer to cache: its body encoded once, with the ETag of that body. */
export function cachedPage(status: number, body: string | Buffer, headers?: Record<string, string>): CachedPage {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { status, body: bytes, etag: etagOf(bytes), ...(headers ? { headers } : {}) };
}

export const etagOf = (body: Buffer) => `"${hash('sha1', body, 'base64url')}"`;
