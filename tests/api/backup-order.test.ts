/**
 * The manifest is a backup's first entry (issue 26, decision 031), so that a restore checks each entry's size against
 * it before reading the entry; an archive written before, with the manifest last, still reads.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, expect, it } from 'vitest';
import { backupSource, writeBackup } from '../../src/server/backup/backup';
import { readArchive, removeArchive } from '../../src/server/backup/restore';
import { media } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp | undefined;
let dir: string | undefined;
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The entries of a .tar.gz, in order. */
async function entriesOf(file: string): Promise<{ name: string; data: Buffer }[]> {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.push({ name: header.name, data: Buffer.concat(chunks) });
      next();
    });
  });
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', () => resolve());
    extract.on('error', reject);
  });
  extract.end(gunzipSync(await readFile(file)));
  await done;
  return entries;
}

it('writes the manifest first, and reads an archive that has it last as older versions wrote it', async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backup-order-'));
  await t.app.storage.put('picture.webp', Buffer.from('an image'), 'image/webp');
  await t.database.db.insert(media).values({ name: 'picture.webp', fileName: 'picture.png', width: 10, height: 10 });
  const file = path.join(dir, 'site.tar.gz');
  const { manifest } = await writeBackup(backupSource(t.config, t.database, t.app.storage), file);
  const entries = await entriesOf(file);
  expect(entries.map((e) => e.name)[0]).toBe('manifest.json');
  expect(entries.map((e) => e.name)).toContain('images/picture.webp');

  const pack = tar.pack();
  for (const e of [...entries.slice(1), entries[0]]) if (e) pack.entry({ name: e.name }, e.data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const older = path.join(dir, 'older.tar.gz');
  await writeFile(older, gzipSync(Buffer.concat(chunks)));
  const archive = await readArchive(older);
  expect(archive.manifest).toEqual(manifest);
  await removeArchive(archive);
});
