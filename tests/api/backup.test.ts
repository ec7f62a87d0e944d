/**
 * Backup and restore (issue 15, docs/decisions/031): a site backed up and restored elsewhere answers every public
 * page and API call as the original did, across PGlite and PostgreSQL and both storage drivers; a damaged or newer
 * archive changes nothing; a target with content is refused unless replaced; an older archive is upgraded.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import tar from 'tar-stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, createStorage } from '../../src/server/app';
import { type BackupSource, writeBackup } from '../../src/server/backup/backup';
import { ArchiveRejected, readArchive, restoreArchive, TargetNotEmpty } from '../../src/server/backup/restore';
import { type Manifest, migrationJournal } from '../../src/server/backup/tables';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed/seed';
import { signIn } from '../helpers/admin';
import type { TestApp } from '../helpers/app';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../helpers/database';
import { migrationsUpTo, removeMigrationCopies } from '../helpers/migrations';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  await removeMigrationCopies();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backup-test-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const sourceOf = (t: TestApp): BackupSource => ({
  database: t.database,
  storage: t.app.storage,
  storageKind: t.config.storage,
  dataDir: t.config.dataDir,
});

/** A migrated database of `kind` (PostgreSQL only in the PostgreSQL run, where TEST_DATABASE_URL names a server). */
async function migratedDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'postgres') {
    const database: TestDatabase = await createTestDatabase();
    cleanup.push(() => database.destroy());
    return database;
  }
  const database = await openDatabase({ dir: 'memory://' });
  cleanup.push(() => database.close());
  await database.migrate();
  return database;
}

/** The app on `database`, with a data directory of its own. */
async function siteOn(database: Database, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await tempDir();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { database });
  await app.ready();
  cleanup.push(() => app.close());
  return { app, config, database: database as TestDatabase, close: async () => {} };
}

/** The demo site, with an administrator who edited a post (a revision, an activity line, a session). */
async function demoSite(kind: 'pglite' | 'postgres' = TEST_DB_KIND, env: Record<string, string> = {}) {
  const t = await siteOn(await migratedDatabase(kind), env);
  await seedDemo(t.database.db, t.app.storage);
  const auth = await signIn(t, 'owner');
  const list = await t.app.inject({ method: 'GET', url: '/api/blog/admin/all', headers: auth });
  const post = list.json()[0] as { _id: string; title: string };
  const edit = await t.app.inject({
    method: 'PATCH',
    url: `/api/blog/${post._id}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: { title: `${post.title} (edited)` },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  return { t, auth, postId: post._id };
}

/** An empty target: PGlite that nothing has touched, or a PostgreSQL database a site was started on once. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'postgres') return migratedDatabase('postgres');
  const database = await openDatabase({ dir: 'memory://' });
  cleanup.push(() => database.close());
  return database;
}

/** Restores `file` into `database` and answers the app running on it. */
async function restoreInto(file: string, database: Database, env: Record<string, string> = {}, replace = false) {
  const dataDir = await tempDir();
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const archive = await readArchive(file);
  cleanup.push(() => rm(archive.dir, { recursive: true, force: true }));
  const storage = createStorage(config, database);
  const summary = await restoreArchive(
    archive,
    {
      database,
      storage,
      ...(config.storage === 'disk' ? { uploadsDir: `${dataDir}/uploads` } : {}),
      dataDir,
    },
    { replace },
  );
  const app = await buildApp(config, { database });
  await app.ready();
  cleanup.push(() => app.close());
  return { app, summary };
}

/** Every answer a visitor, a reader of the API and a signed-in administrator would see. */
async function answers(app: FastifyInstance, auth: { authorization: string }, postId: string) {
  const slug = (await app.inject({ method: 'GET', url: '/api/blog?limit=1' })).json().blogs[0].slug as string;
  const image = JSON.stringify((await app.inject({ method: 'GET', url: '/api/service' })).json()).match(
    /\/uploads\/([a-z0-9-]+\.webp)/,
  )?.[1];
  const paths = [
    '/',
    '/services',
    '/products',
    '/about',
    '/blog',
    `/blog/${slug}`,
    '/contact',
    '/terms-of-service',
    '/privacy-policy',
    '/refund-policy',
    '/sitemap.xml',
    '/blog/rss.xml',
    '/api/service',
    '/api/product',
    '/api/team',
    '/api/growthsteps',
    '/api/stats',
    '/api/aboutus',
    '/api/achievements',
    '/api/company-values',
    '/api/contact-info',
    '/api/terms',
    '/api/refund',
    '/api/privacypolicy',
    '/api/blog?limit=50',
    `/api/blog/slug/${slug}`,
    `/uploads/${image}`,
  ];
  const admin = [
    '/api/admin/me',
    '/api/blog/admin/all',
    `/api/revisions?type=blog&id=${postId}`,
    '/api/admin/dashboard',
  ];
  const seen: Record<string, { status: number; body: string }> = {};
  for (const url of [...paths, ...admin]) {
    const res = await app.inject({ method: 'GET', url, headers: admin.includes(url) ? auth : {} });
    const body = res.rawPayload.length > 0 && url.startsWith('/uploads/') ? hash(res.rawPayload) : res.body;
    seen[url] = { status: res.statusCode, body };
  }
  return seen;
}

const hash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const routes: { from: 'pglite' | 'postgres'; to: 'pglite' | 'postgres'; storage: 'disk' | 'postgres' }[] =
  TEST_DB_KIND === 'postgres'
    ? [
        { from: 'pglite', to: 'postgres', storage: 'postgres' },
        { from: 'postgres', to: 'pglite', storage: 'disk' },
        { from: 'postgres', to: 'postgres', storage: 'disk' },
      ]
    : [
        { from: 'pglite', to: 'pglite', storage: 'disk' },
        { from: 'pglite', to: 'pglite', storage: 'postgres' },
      ];

const backups = new Map<string, ReturnType<typeof backedUpDemo>>();
/** The demo site on `kind` and its backup, made once per kind for this file. */
function demoBackup(kind: 'pglite' | 'postgres') {
  if (!backups.has(kind)) backups.set(kind, backedUpDemo(kind));
  return backups.get(kind) as ReturnType<typeof backedUpDemo>;
}
async function backedUpDemo(kind: 'pglite' | 'postgres') {
  const site = await demoSite(kind);
  const before = await answers(site.t.app, site.auth, site.postId);
  const file = path.join(await tempDir(), 'site.tar.gz');
  const written = await writeBackup(sourceOf(site.t), file);
  return { ...site, before, file, ...written };
}

describe('a backup restored elsewhere', () => {
  for (const route of routes) {
    it(`answers every page and API call as the original (${route.from} to ${route.to}, images kept by ${route.storage})`, async () => {
      const { auth, postId, before, file, manifest, bytes } = await demoBackup(route.from);
      // Each is there to be compared: none missing on the original.
      expect(
        Object.entries(before)
          .filter(([, a]) => a.status !== 200)
          .map(([url]) => url),
      ).toEqual([]);
      expect(manifest.tables.blogs?.rows).toBeGreaterThan(0);
      expect(manifest.tables.revisions?.rows).toBeGreaterThan(0);
      expect(manifest.images).toBeGreaterThan(0);
      // A few megabytes for the demo site, not the size of the database's files.
      expect(bytes).toBeLessThan(20_000_000);

      const { app, summary } = await restoreInto(file, await emptyDatabase(route.to), { STORAGE: route.storage });
      expect(summary.images).toBe(manifest.images);
      expect(await answers(app, auth, postId)).toEqual(before);
    });
  }
});

/** The archive `file` rewritten by `change`, which gets each entry's name and bytes and answers new bytes. */
async function rewritten(
  file: string,
  change: (name: string, data: Buffer) => Buffer,
  extra: { name: string; data: Buffer }[] = [],
): Promise<string> {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => chunks.push(c as Buffer));
    stream.on('end', () => {
      entries.push({ name: header.name, data: Buffer.concat(chunks) });
      next();
    });
  });
  const done = new Promise((resolve, reject) => {
    extract.on('finish', () => resolve(undefined));
    extract.on('error', reject);
  });
  extract.end(gunzipSync(await readFile(file)));
  await done;
  const pack = tar.pack();
  for (const e of entries) pack.entry({ name: e.name }, change(e.name, e.data));
  for (const e of extra) pack.entry({ name: e.name }, e.data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const out = path.join(await tempDir(), 'changed.tar.gz');
  await writeFile(out, gzipSync(Buffer.concat(chunks)));
  return out;
}

const countOf = async (database: Database, table: string) =>
  Number(
    ((await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] })
      .rows[0]?.n,
  );

describe('restore refuses', () => {
  it('a target with content unless --replace is given, and then the target is the backup', async () => {
    const { file, before, auth, postId } = await demoBackup(TEST_DB_KIND);
    const other = await siteOn(await migratedDatabase(TEST_DB_KIND));
    await other.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: 'reader@example.com' } });
    // A subscription is stored after its answer.
    await vi.waitFor(async () => expect(await countOf(other.database, 'subscribers')).toBe(1), { timeout: 10_000 });
    const subscribersBefore = await countOf(other.database, 'subscribers');

    const archive = await readArchive(file);
    cleanup.push(() => rm(archive.dir, { recursive: true, force: true }));
    const target = {
      database: other.database,
      storage: other.app.storage,
      uploadsDir: `${other.config.dataDir}/uploads`,
      dataDir: other.config.dataDir,
    };
    await expect(restoreArchive(archive, target)).rejects.toThrow(TargetNotEmpty);
    await expect(restoreArchive(archive, target)).rejects.toThrow(/has content .* --replace/);
    expect(await countOf(other.database, 'subscribers')).toBe(subscribersBefore);

    await other.app.close();
    const { app } = await restoreInto(file, other.database, {}, true);
    expect(await countOf(other.database, 'subscribers')).toBe(0);
    expect(await answers(app, auth, postId)).toEqual(before);
  });

  it('a damaged archive, an archive with a foreign entry, and one from a newer version, before changing anything', async () => {
    const { file, manifest } = await demoBackup(TEST_DB_KIND);
    // One changed byte in a table's rows, the manifest left as it was.
    const damaged = await rewritten(file, (name, data) =>
      name === 'database/blogs.jsonl' ? Buffer.from(data.toString('utf8').replace('(edited)', '(EDITED)')) : data,
    );
    await expect(readArchive(damaged)).rejects.toThrow(ArchiveRejected);
    await expect(readArchive(damaged)).rejects.toThrow('database/blogs.jsonl does not match its checksum');

    // The same entries packed again read well: what fails above is the change, not the repacking.
    const repacked = await rewritten(file, (_name, data) => data);
    const withExtra = await rewritten(file, (_name, data) => data, [
      { name: '../../etc/passwd', data: Buffer.from('root::0:0::/root:/bin/sh\n') },
    ]);
    await expect(readArchive(repacked)).resolves.toMatchObject({ manifest: { images: manifest.images } });
    await expect(readArchive(withExtra)).rejects.toThrow('unexpected entry');

    const truncated = path.join(await tempDir(), 'truncated.tar.gz');
    const whole = await readFile(file);
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(readArchive(truncated)).rejects.toThrow('not a readable backup archive');

    const journal = await migrationJournal();
    const newer = await rewritten(file, (name, data) => {
      if (name !== 'manifest.json') return data;
      const m = JSON.parse(data.toString('utf8')) as Manifest;
      m.migration = { level: journal.length + 1, tag: '9999_from_the_future' };
      return Buffer.from(JSON.stringify(m));
    });
    await expect(readArchive(newer)).rejects.toThrow(/newer version of the site .* Nothing was changed/);
  });
});

describe('restore', () => {
  it('leaves tables that are not the site’s alone, and refuses an archive with one before changing anything', async () => {
    const { t, file } = await demoBackup(TEST_DB_KIND);
    // An operator's own table in the site's database: not the site's, so not in its backup.
    await t.database.db.execute(sql.raw('create table operator_notes (note text)'));
    await t.database.db.execute(sql.raw("insert into operator_notes values ('kept by the operator')"));
    const withNotes = path.join(await tempDir(), 'notes.tar.gz');
    const { manifest } = await writeBackup(sourceOf(t), withNotes);
    expect(Object.keys(manifest.tables)).not.toContain('operator_notes');
    expect(Object.keys(manifest.tables)).toContain('blogs');

    // Restored over a site that has one too: the site's content is replaced, the operator's table is not touched.
    const target = await siteOn(await migratedDatabase(TEST_DB_KIND));
    await target.database.db.execute(sql.raw('create table operator_notes (note text)'));
    await target.database.db.execute(sql.raw("insert into operator_notes values ('the target’s own')"));
    await target.app.close();
    await restoreInto(withNotes, target.database, {}, true);
    expect(await countOf(target.database, 'operator_notes')).toBe(1);
    expect(await countOf(target.database, 'blogs')).toBe(manifest.tables.blogs?.rows);

    // An archive naming a table no migration of its level made is refused, the target as it was.
    const foreign = await rewritten(
      file,
      (name, data) => {
        if (name !== 'manifest.json') return data;
        const m = JSON.parse(data.toString('utf8')) as Manifest;
        m.tables.operator_notes = { rows: 0 };
        m.files['database/operator_notes.jsonl'] = { bytes: 0, sha256: createHash('sha256').digest('hex') };
        return Buffer.from(JSON.stringify(m));
      },
      [{ name: 'database/operator_notes.jsonl', data: Buffer.alloc(0) }],
    );
    const archive = await readArchive(foreign);
    cleanup.push(() => rm(archive.dir, { recursive: true, force: true }));
    const blogsBefore = await countOf(target.database, 'blogs');
    await expect(
      restoreArchive(
        archive,
        { database: target.database, storage: target.app.storage, dataDir: target.config.dataDir },
        { replace: true },
      ),
    ).rejects.toThrow(/tables this site does not: operator_notes\. Nothing was changed/);
    expect(await countOf(target.database, 'blogs')).toBe(blogsBefore);
  });

  it('carries tables of thousands of rows whole, read in batches', async () => {
    const site = await siteOn(await migratedDatabase(TEST_DB_KIND));
    await site.database.db.execute(sql`
      insert into subscribers (email, status, confirmed_at)
      select 'reader-' || i || '@example.org', 'confirmed', now() from generate_series(1, 2500) as i`);
    // Holes where rows were deleted: batches go by position, not by count.
    await site.database.db.execute(sql`delete from subscribers where email like 'reader-1%'`);
    const expected = await countOf(site.database, 'subscribers');
    const file = path.join(await tempDir(), 'many.tar.gz');
    const { manifest } = await writeBackup(sourceOf(site), file);
    expect(manifest.tables.subscribers?.rows).toBe(expected);
    const target = await emptyDatabase(TEST_DB_KIND);
    await restoreInto(file, target);
    expect(await countOf(target, 'subscribers')).toBe(expected);
    const emails = async (database: Database) =>
      (
        (await database.db.execute(
          sql`select string_agg(email, ',' order by email) as all from subscribers`,
        )) as unknown as {
          rows: { all: string }[];
        }
      ).rows[0]?.all;
    expect(await emails(target)).toBe(await emails(site.database));
  });

  it('refuses to back up a database older than the media library, saying what to do', async () => {
    const old = await migratedDatabaseAt(17);
    const dataDir = await tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(
      writeBackup(
        { database: old, storage: createStorage(config, old), storageKind: 'disk', dataDir },
        path.join(dataDir, 'old.tar.gz'),
      ),
    ).rejects.toThrow(/older than its media library .* start this version of the site on it once/);
  });

  it('applies the later migrations to an archive from an older version', async () => {
    // A site two migrations behind this one, with a service.
    const journal = await migrationJournal();
    const level = journal.length - 2;
    const old = await migratedDatabaseAt(level);
    await old.db.execute(sql`insert into services (name, description) values ('Old service', 'From an older release')`);
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'old.tar.gz');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { manifest } = await writeBackup(
      { database: old, storage: createStorage(config, old), storageKind: 'disk', dataDir },
      file,
    );
    expect(manifest.migration).toEqual({ level, tag: journal[level - 1]?.tag });

    const { app, summary } = await restoreInto(file, await emptyDatabase(TEST_DB_KIND));
    expect(summary.upgraded).toBe(2);
    const services = (await app.inject({ method: 'GET', url: '/api/service' })).json();
    expect(services.map((s: { name: string }) => s.name)).toEqual(['Old service']);
  });

  it('takes one consistent snapshot while the site is being written to', async () => {
    const { t, auth } = await demoBackup(TEST_DB_KIND);
    const file = path.join(await tempDir(), 'busy.tar.gz');
    const writes = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/achievements',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: {
          title: `Award ${i}`,
          description: 'Written while the backup ran',
          statistics: { projectsCompleted: i, yearOnYearGrowth: 10, funded: 1, downloads: 100 },
          date: '2026-11-01',
        },
      }),
    );
    const [{ manifest }, ...created] = await Promise.all([writeBackup(sourceOf(t), file), ...writes]);
    expect(created.map((r) => r.statusCode)).toEqual(created.map(() => 201));
    // Each achievement was saved with its revision in one transaction: the snapshot holds both or neither.
    const { app } = await restoreInto(file, await emptyDatabase(TEST_DB_KIND));
    const achievements = (await app.inject({ method: 'GET', url: '/api/achievements' })).json() as { _id: string }[];
    expect(achievements.length).toBe(manifest.tables.achievements?.rows);
    for (const a of achievements) {
      const history = await app.inject({
        method: 'GET',
        url: `/api/revisions?type=achievements&id=${a._id}`,
        headers: auth,
      });
      expect(history.statusCode).toBe(200);
      expect(history.json().length).toBeGreaterThan(0);
    }
  });
});

/** A database as an older release left it: its first `level` migrations only. */
async function migratedDatabaseAt(level: number): Promise<Database> {
  const database = await emptyDatabase(TEST_DB_KIND);
  if (TEST_DB_KIND === 'postgres') {
    // The helper's PostgreSQL database is migrated already: start it again from nothing.
    await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    await database.db.execute(sql.raw('drop schema public cascade'));
    await database.db.execute(sql.raw('create schema public'));
  }
  await database.migrate(await migrationsUpTo(level - 1));
  return database;
}

describe('GET /api/admin/backup', () => {
  it('downloads the archive for the owner or the control token, and for nobody else', async () => {
    const { t, auth, manifest } = await demoBackup(TEST_DB_KIND);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup' })).statusCode).toBe(401);
    // It holds every password hash and the site's secret key: not even an administrator's (issue 25).
    const administrator = await signIn(t, 'administrator');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: administrator })).statusCode).toBe(
      403,
    );
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { 'x-kestrel-control': 'x'.repeat(t.app.controlToken.length) },
    });
    expect(wrong.statusCode).toBe(401);
    // As many characters as the token, more bytes: refused like any wrong token, not an error.
    const multibyte = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { 'x-kestrel-control': 'é'.repeat(t.app.controlToken.length) },
    });
    expect(multibyte.statusCode).toBe(401);
    for (const headers of [auth, { 'x-kestrel-control': t.app.controlToken }]) {
      const asked = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="kestrel-backup-\d{4}-\d\d-\d\d\.tar\.gz"$/,
      );
      const file = path.join(await tempDir(), 'download.tar.gz');
      await writeFile(file, res.rawPayload);
      const archive = await readArchive(file);
      cleanup.push(() => rm(archive.dir, { recursive: true, force: true }));
      expect(archive.manifest.images).toBe(manifest.images);
      // The dashboard's backup line counts it as the last backup made, with its size (issue 27).
      const { backup } = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth })).json();
      expect(backup.lastBytes).toBe(res.rawPayload.length);
      // Made during this download (to the second the database keeps), however long a loaded machine took over it.
      expect(Date.parse(backup.lastAt)).toBeGreaterThanOrEqual(asked - 1000);
      expect(Date.parse(backup.lastAt)).toBeLessThanOrEqual(Date.now());
    }
  });
});
