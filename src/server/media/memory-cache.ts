/**
 * Small stored images kept in memory, so that the images of a page are sent without reading a file or
 * a database row each time. Bounded by total bytes: out first is the oldest file not used since it was last
 * passed over (second chance, which costs a use only a flag, where moving it in the order cost a sixth of
 * sending a kept image). A file deleted here
 * leaves at once; a delete on another instance reaches this one with its content-change notice, which
 * empties the whole cache (names are never reused, so nothing else can go stale).
 */
import type { Storage, StoredFile } from './storage';

/** Files above this are read from storage each time: they are few, and memory is better spent on many. */
export const MEMORY_FILE_MAX_BYTES = 256 * 1024;
export const MEMORY_TOTAL_MAX_BYTES = 32 * 1024 * 1024;

/** A kept file, and whether it was used since the eviction last passed it. */
interface Kept {
  file: StoredFile;
  used: boolean;
}

export class MemoryCachedStorage implements Storage {
  private readonly files = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly inner: Storage,
    private readonly maxBytes = MEMORY_TOTAL_MAX_BYTES,
  ) {}

  put(name: string, data: Buffer, contentType: string): Promise<void> {
    return this.inner.put(name, data, contentType);
  }

  /** The file if it is kept in memory (marked as used), without reading storage. */
  peek(name: string): StoredFile | undefined {
    const kept = this.files.get(name);
    if (!kept) return undefined;
    kept.used = true;
    return kept.file;
  }

  async get(name: string): Promise<StoredFile | null> {
    const kept = this.peek(name);
    if (kept) return kept;
    const file = await this.inner.get(name);
    if (file && file.data.length <= MEMORY_FILE_MAX_BYTES) this.keep(name, file);
    return file;
  }

  async delete(name: string): Promise<void> {
    this.forget(name);
    await this.inner.delete(name);
  }

  clear(): void {
    this.files.clear();
    this.bytes = 0;
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  private keep(name: string, file: StoredFile) {
    this.forget(name);
    this.files.set(name, { file, used: false });
    this.bytes += file.data.length;
    while (this.bytes > this.maxBytes) {
      const [oldest, old] = this.files.entries().next().value as [string, Kept];
      this.files.delete(oldest);
      if (old.used) {
        // Used since it was last passed: it goes to the back of the line once more.
        old.used = false;
        this.files.set(oldest, old);
      } else {
        this.bytes -= old.file.data.length;
      }
    }
  }

  private forget(name: string) {
    const old = this.files.get(name);
    if (!old) return;
    this.files.delete(name);
    this.bytes -= old.file.data.length;
  }
}
