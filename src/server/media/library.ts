/**
 * The media library (issue 13): every stored image as a row of `media`, found by file name and description,
 * with the records that show it. Records point at it through foreign keys, so the database itself refuses to
 * delete an image in use, also when the delete races a save that picks it. Images in posts' text are named in
 * their HTML and are looked up there.
 */
import { and, desc, eq, gte, ilike, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../../shared/images';
import { IMAGE_MAX_WIDTH } from '../../shared/limits';
import type { Db } from '../db/client';
import { blogs, growthSteps, media, products, services, teamMembers } from '../db/schema';
import { deleteImage, type StoredImage } from './images';
import { loadSharp } from './sharp';
import type { Storage } from './storage';

export type MediaRow = typeof media.$inferSelect;

/** A record that shows an image: its kind (as in history), id and title. */
export interface MediaUse {
  type: string;
  id: string;
  title: string;
}

/** Text images' names start with this (blog-images.routes.ts). */
export const TEXT_IMAGE_PREFIX = 'text-';

/** Adds a freshly stored image to the library. */
export async function registerImage(
  db: Db,
  stored: StoredImage,
  details: { fileName?: string | null | undefined; bytes: number; uploadedBy?: string | undefined } = {
    bytes: stored.bytes,
  },
): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({
      name: stored.image,
      fileName: cleanFileName(details.fileName),
      width: stored.imageWidth,
      height: stored.imageHeight,
      bytes: details.bytes,
      updatedBy: details.uploadedBy ?? null,
    })
    .returning();
  return row as MediaRow;
}

/** A file name fit to show and search: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? null : clean;
}

/**
 * Sets the one description of an image (decision 051) from a form that shows it, such as a post's featured image:
 * `alt` undefined leaves it, '' clears it. Run inside the form's `write()`, so that the save names its writer. True
 * when the description changed: every page that shows the image says it (the write reports `MEDIA`, decision 053).
 */
export async function describeImage(db: Db, name: string | null, alt: string | undefined): Promise<boolean> {
  if (!name || alt === undefined) return false;
  const next = alt === '' ? null : alt;
  const described = await db
    .update(media)
    .set({ alt: next })
    .where(and(eq(media.name, name), sql`${media.alt} is distinct from ${next}`))
    .returning({ name: media.name });
  return described.length > 0;
}

/** Every record that shows each of `names` (records only; saved versions and deleted records do not count). */
export async function usesOf(db: Db, names: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  const add = (name: string | null, use: MediaUse) => {
    if (name) uses.get(name)?.push(use);
  };
  const [serviceRows, productRows, teamRows, stepRows, blogRows] = await Promise.all([
    db
      .select({ id: services.id, name: services.name, image: services.image })
      .from(services)
      .where(inArray(services.image, names)),
    db
      .select({ id: products.id, name: products.name, image: products.image })
      .from(products)
      .where(inArray(products.image, names)),
    db
      .select({
        id: teamMembers.id,
        first: teamMembers.firstName,
        last: teamMembers.lastName,
        image: teamMembers.image,
      })
      .from(teamMembers)
      .where(inArray(teamMembers.image, names)),
    db
      .select({ id: growthSteps.id, number: growthSteps.number, title: growthSteps.title, image: growthSteps.image })
      .from(growthSteps)
      .where(inArray(growthSteps.image, names)),
    db
      .select({
        id: blogs.id,
        title: blogs.title,
        featured: blogs.featuredImage,
        social: blogs.socialImage,
        content: blogs.content,
      })
      .from(blogs)
      .where(
        or(
          inArray(blogs.featuredImage, names),
          inArray(blogs.socialImage, names),
          // Any library image can be put into a post's text, not only those uploaded there.
          ...names.map((n) => like(blogs.content, `%${UPLOADS_PATH}/${n}"%`)),
        ),
      ),
  ]);
  for (const row of serviceRows) add(row.image, { type: 'service', id: row.id, title: row.name });
  for (const row of productRows) add(row.image, { type: 'product', id: row.id, title: row.name });
  for (const row of teamRows) add(row.image, { type: 'team', id: row.id, title: `${row.first} ${row.last}`.trim() });
  for (const row of stepRows) add(row.image, { type: 'growthsteps', id: row.id, title: `${row.number}. ${row.title}` });
  for (const row of blogRows) {
    const use = { type: 'blog', id: row.id, title: row.title };
    const shown = new Set([row.featured, row.social]);
    for (const name of names) {
      if (shown.has(name) || row.content.includes(`${UPLOADS_PATH}/${name}"`)) add(name, use);
    }
  }
  return uses;
}

/** One page of the library, newest first, matching `q` in the file name or the description. */
export async function listMedia(db: Db, options: { page: number; perPage: number; q?: string | undefined }) {
  const words = options.q?.trim();
  const pattern = words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? or(ilike(media.fileName, pattern), ilike(media.alt, pattern), ilike(media.name, pattern))
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(media).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Fills in the size of images older than the library (the migration could not measure files): read once,
 * then kept. A missing file stays unmeasured.
 */
export async function measureMissing(db: Db, storage: Storage, rows: MediaRow[]): Promise<MediaRow[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (row.bytes !== null && row.width !== null) return row;
      const file = await storage.get(row.name);
      if (!file) return row;
      const sharp = await loadSharp();
      const meta = await sharp(file.data)
        .metadata()
        .catch(() => null);
      const [measured] = await db
        .update(media)
        .set({ bytes: file.data.length, width: meta?.width ?? row.width, height: meta?.height ?? row.height })
        .where(eq(media.id, row.id))
        .returning();
      return measured ?? row;
    }),
  );
}

/**
 * Whether a write failed on the library's foreign keys: a delete of an image a record shows (restrict_violation,
 * 23001) or a save pointing at an image that is gone (foreign_key_violation, 23503).
 */
export function isInUse(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23503' || current.code === '23001') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Removes an image from the library and deletes its files, unless a record still shows it (answers false). The
 * posts' texts are checked with the row locked; the records' foreign keys refuse the rest.
 */
export async function discardImage(app: FastifyInstance, name: string): Promise<boolean> {
  let removed: MediaRow | undefined;
  try {
    removed = await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(media).where(eq(media.name, name)).for('update');
      if (!row) return undefined;
      const [shown] = await tx
        .select({ id: blogs.id })
        .from(blogs)
        .where(like(blogs.content, `%${UPLOADS_PATH}/${name}"%`))
        .limit(1);
      if (shown) return undefined;
      await tx.delete(media).where(eq(media.id, row.id));
      return row;
    });
  } catch (error) {
    if (isInUse(error)) return false;
    throw error;
  }
  if (!removed) return false;
  await deleteImage(app.storage, { image: name, imageWidth: removed.width ?? IMAGE_MAX_WIDTH }).catch((error) =>
    app.log.error({ err: error }, 'could not delete the files of an image'),
  );
  return true;
}

/**
 * Text images uploaded between `from` and `to`: the sweep's candidates (one that a post or a saved version
 * shows is kept). The window starts a week back, so that the hourly sweep does not check old images forever.
 */
export async function recentTextImages(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ name: media.name })
    .from(media)
    .where(and(like(media.name, `${TEXT_IMAGE_PREFIX}%`), gte(media.createdAt, from), lt(media.createdAt, to)))
    .orderBy(media.createdAt)
    .limit(1000);
  return rows.map((row) => row.name);
}
