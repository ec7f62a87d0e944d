/**
 * The answers of the anonymous API reads server renders make, kept parsed and frozen until their kind of record
 * changes (src/server/content/kinds.ts; the same clears that empty the page cache, on every instance): a page rendered
 * again after that costs only React, not the database, the routing of an internal request or a JSON parse
 * (decisions 025 and 053). Bounded by the bytes of the answers' JSON, the oldest dropped first.
 */
import type { Transport, TransportRequest, TransportResponse } from '../../web/api/client';
import { readsOf } from '../content/kinds';
import type { PageCache, Reads } from './page-cache';

/** The JSON kept for renders at most, in bytes of its text (parsed, it takes a few times that). */
export const RENDER_DATA_BYTES = 8_000_000;

/** An API call that also says how many bytes of JSON its answer was (what keeping it costs). */
export type SizedTransport = (request: TransportRequest) => Promise<{ response: TransportResponse; bytes: number }>;

interface Kept {
  answer: Promise<TransportResponse>;
  generation: number;
  reads: Reads;
  bytes: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The kept reads of the renders of one app, whose page cache says what changed and when. */
export function keptReads(cache: PageCache, maxBytes = RENDER_DATA_BYTES) {
  const kept = new Map<string, Kept>();
  let held = 0;

  const drop = (path: string, entry: Kept) => {
    if (kept.get(path) !== entry) return;
    kept.delete(path);
    held -= entry.bytes;
  };

  /** A read's answer from the kept ones, or fetched by `send` (and kept unless it failed or its kind changed). */
  return (request: TransportRequest, send: SizedTransport): Promise<TransportResponse> => {
    const path = request.path;
    const found = kept.get(path);
    if (found && !cache.changedSince(found.generation, found.reads)) return found.answer;
    if (found) drop(path, found);
    const generation = cache.generation;
    const reads = readsOf(path);
    const made = send(request);
    const entry: Kept = { answer: made.then(({ response }) => deepFreeze(response)), generation, reads, bytes: 0 };
    kept.set(path, entry);
    // An answer of the content still current stays (a 404 too: 'none published' is content); a failure is asked
    // again next time.
    made.then(
      ({ response, bytes }) => {
        if (response.status >= 500 || cache.changedSince(generation, reads) || bytes > maxBytes)
          return drop(path, entry);
        if (kept.get(path) !== entry) return;
        entry.bytes = bytes;
        held += bytes;
        for (const [oldest, old] of kept) {
          if (held <= maxBytes) break;
          drop(oldest, old);
        }
      },
      () => drop(path, entry),
    );
    return entry.answer;
  };
}

/** A transport that forgets the size `send` reports. */
export const unsized =
  (send: SizedTransport): Transport =>
  async (request) =>
    (await send(request)).response;
