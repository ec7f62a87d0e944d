import { describe, expect, it } from 'vitest';
import { MEMORY_FILE_MAX_BYTES, MemoryCachedStorage } from '../../src/server/media/memory-cache';
import type { Storage, StoredFile } from '../../src/server/media/storage';

/** A storage driver that keeps files in a map and counts reads, as disk or PostgreSQL would be read. */
function countingStorage() {
  const files = new Map<string, StoredFile>();
  let reads = 0;
  const storage: Storage = {
    put: async (name, data, contentType) => void files.set(name, { data, contentType }),
    get: async (name) => {
      reads++;
      return files.get(name) ?? null;
    },
    delete: async (name) => void files.delete(name),
  };
  return { storage, files, reads: () => reads };
}

const bytes = (n: number) => Buffer.alloc(n, 7);

describe('images kept in memory', () => {
  it('reads a small file once, then answers from memory', async () => {
    const inner = countingStorage();
    const cached = new MemoryCachedStorage(inner.storage);
    await cached.put('a.webp', bytes(1000), 'image/webp');
    for (let i = 0; i < 5; i++) expect((await cached.get('a.webp'))?.data.length).toBe(1000);
    expect(inner.reads()).toBe(1);
  });

  it('never keeps a large file, and keeps its total under the bound, dropping the least recently used', async () => {
    const inner = countingStorage();
    const cached = new MemoryCachedStorage(inner.storage, 3000);
    await cached.put('big.webp', bytes(MEMORY_FILE_MAX_BYTES + 1), 'image/webp');
    await cached.get('big.webp');
    await cached.get('big.webp');
    expect(inner.reads()).toBe(2);
    for (const name of ['a', 'b', 'c']) await cached.put(`${name}.webp`, bytes(1000), 'image/webp');
    await cached.get('a.webp');
    await cached.get('b.webp');
    await cached.get('a.webp'); // a is now the most recently used
    await cached.get('c.webp');
    expect(cached.size).toEqual({ files: 3, bytes: 3000 });
    await cached.put('d.webp', bytes(1000), 'image/webp');
    await cached.get('d.webp');
    expect(cached.size.bytes).toBeLessThanOrEqual(3000);
    const before = inner.reads();
    await cached.get('a.webp');
    expect(inner.reads()).toBe(before); // kept
    await cached.get('b.webp');
    expect(inner.reads()).toBe(before + 1); // dropped
  });

  it('forgets a deleted file at once, and everything on clear()', async () => {
    const inner = countingStorage();
    const cached = new MemoryCachedStorage(inner.storage);
    await cached.put('a.webp', bytes(10), 'image/webp');
    await cached.put('b.webp', bytes(10), 'image/webp');
    await cached.get('a.webp');
    await cached.get('b.webp');
    await cached.delete('a.webp');
    expect(await cached.get('a.webp')).toBeNull();
    // Deleted behind its back (another instance): served from memory until the content-change notice clears it.
    inner.files.delete('b.webp');
    expect(await cached.get('b.webp')).not.toBeNull();
    cached.clear();
    expect(await cached.get('b.webp')).toBeNull();
    expect(cached.size).toEqual({ files: 0, bytes: 0 });
  });
});
