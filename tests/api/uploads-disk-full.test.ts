/**
 * An upload onto a full disk (issue 26): 507 with words, and neither a row nor a file left, not even part of one.
 *
 * The uploads folder is a tmpfs of 2 MB of its own: a real filesystem that runs out of room, so each write fails as it
 * does on a full disk (ENOSPC, after writing what fitted), with no mock between the site and the kernel. A file of
 * zeros takes the room the test wants taken. Mounting needs root, as `npm test` runs in CI; elsewhere this file fails
 * and says so. (RLIMIT_FSIZE, the other way a write can be refused without root, answers EFBIG to every file of the
 * process past the limit, the embedded database's too, and is not a full disk.)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import { media, services } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

const FILLER = 'filler';
const PAGE = 4096;

let t: TestApp;
let auth: { authorization: string };
let dataDir: string;
let uploads: string;
let mounted = false;
/** A photograph's worth of detail: its stored copies are about 30 KB, 200 KB and 800 KB (480, 960 and 1600 px wide). */
let photo: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-disk-full-'));
  uploads = path.join(dataDir, 'uploads');
  await mkdir(uploads);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', uploads], { stdio: 'pipe' });
    mounted = true;
  } catch (error) {
    throw new Error(
      `This test mounts a 2 MB tmpfs as the uploads folder, which needs root: ${(error as { stderr?: Buffer }).stderr ?? error}`,
    );
  }
  t = await createTestApp({ DATA_DIR: dataDir });
  auth = await signIn(t);
  photo = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
});

afterAll(async () => {
  await t?.close();
  if (mounted) execFileSync('umount', [uploads]);
  await rm(dataDir, { recursive: true, force: true });
});

const postService = (name: string) => {
  const form = multipart(
    { name, description: 'Uploaded onto a full disk.' },
    { field: 'image', data: photo, filename: 'photo.jpg', contentType: 'image/jpeg' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};

/** Every file in the uploads folder, dot files too, with its size. */
const files = async (): Promise<Record<string, number>> => {
  const names = (await readdir(uploads)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, (await stat(path.join(uploads, n))).size])));
};
const rows = async () => ({
  services: (await t.database.db.select({ n: count() }).from(services))[0]?.n,
  media: (await t.database.db.select({ n: count() }).from(media))[0]?.n,
});

const freeBytes = async () => {
  const { bavail, bsize } = await statfs(uploads);
  return bavail * bsize;
};

/** Fills the disk until `free` bytes (whole pages) are left. */
async function leaveFree(free: number) {
  await rm(path.join(uploads, FILLER), { force: true });
  await writeFile(path.join(uploads, FILLER), Buffer.alloc((await freeBytes()) - free));
  expect(await freeBytes()).toBe(free);
}

const pages = (bytes: number) => Math.ceil(bytes / PAGE) * PAGE;

describe('an upload onto a full disk', () => {
  it('answers 507 with words and leaves no row and no file, whichever copy the disk ran out on', async () => {
    // With room, the photo is stored as its three copies: their sizes say how much room each failure below leaves.
    const stored = await postService('With room');
    expect(stored.statusCode, stored.body).toBe(201);
    const before = await files();
    const sizes = Object.values(before).sort((a, b) => a - b);
    expect(sizes).toHaveLength(3);
    const [small = 0, middle = 0, wide = 0] = sizes;
    expect(small).toBeGreaterThan(2 * PAGE);
    const version = await readContentVersion(t.database.db);
    const counted = await rows();

    // Room for part of the first copy written (the smallest); then room for two copies and half of the widest, the
    // last written: as the issue found it, files that were written before the one cut short stayed.
    for (const free of [pages(small / 2), pages(small) + pages(middle) + pages(wide / 2)]) {
      await leaveFree(free);
      const res = await postService('On a full disk');
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual({
        code: 'INSUFFICIENT_STORAGE',
        message: API_MESSAGES.storageFull,
        fields: { image: API_MESSAGES.storageFull },
      });
      // Nothing of it is left: no copy, no part of one, no temporary file, no row, no new content version.
      expect(await files()).toEqual({ ...before, [FILLER]: expect.any(Number) });
      expect(await rows()).toEqual(counted);
      expect(await readContentVersion(t.database.db)).toBe(version);
      // The room the failed upload took for a while is free again.
      expect(await freeBytes()).toBe(free);
    }

    // Once there is room again, the same upload is stored.
    await rm(path.join(uploads, FILLER));
    const again = await postService('Room again');
    expect(again.statusCode, again.body).toBe(201);
    expect(Object.keys(await files())).toHaveLength(6);
  });
});
