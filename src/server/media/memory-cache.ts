/**
 * Small stored images kept in memory, so that the images of a page are sent without reading a file or
 * a database row each time. Bounded by total bytes (least recently used out first). A file deleted here
 * leaves at once; a delete on another instance reaches this one with its content-change notice, which
 * empties the whole cache (names are never reused, so nothing else can go stale).
 */
import type { Storage, StoredFile } from './storage';

/** Files above this are read from storage each time: they are few, and memory is better spent on many. */
export const MEMORY_FILE_MAX_BYTES = 256 * 1024;
export const MEMORY_TOTAL_MAX_BYTES = 32 * 1024 * 1024;

export class MemoryCachedStorage implements Storage {
  private readonly files = new Map<string, StoredFile>();
  private bytes = 0;

  constructor(
    private readonly inner: Storage,
    private readonly maxBytes = MEMORY_TOTAL_MAX_BYTES,
  ) {}

  put(name: string, data: Buffer, contentType: string): Promise<void> {
    return this.inner.put(name, data, contentType);
  }

  /** The file if it is kept in memory (now most recently used), without reading storage. */
  peek(name: string): StoredFile | undefined {
    const kept = this.files.get(name);
    if (kept) {
      this.files.delete(name);
      this.files.set(name, kept);
    }
    return kept;
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
    this.files.set(name, file);
    this.bytes += file.data.length;
    for (const [oldest, old] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= old.data.length;
    }
  }

  private forget(name: string) {
    const old = this.files.get(name);
    if (!old) return;
    this.files.delete(name);
    this.bytes -= old.data.length;
  }
}
