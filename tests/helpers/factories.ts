/** Small record builders for tests: sensible defaults, any field overridable. */
import type { Db } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import type { Role } from '../../src/shared/roles';
import { excerpt, slugify } from '../../src/shared/text';

let n = 0;
const seq = () => ++n;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A library entry for an image name a test row points at (records may only point at images in the library). */
export async function ensureMedia(db: Db, ...names: (string | null | undefined)[]) {
  for (const name of names) {
    if (name) await db.insert(t.media).values({ name }).onConflictDoNothing();
  }
}

export async function makeService(db: Db, over: Partial<typeof t.services.$inferInsert> = {}) {
  const i = seq();
  await ensureMedia(db, over.image);
  const [row] = await db
    .insert(t.services)
    .values({ name: `Service ${i}`, description: `What service ${i} does.`, createdAt: ago(100 - i), ...over })
    .returning();
  return row as typeof t.services.$inferSelect;
}

export async function makeBlog(db: Db, over: Partial<typeof t.blogs.$inferInsert> = {}) {
  const i = seq();
  await ensureMedia(db, over.featuredImage, over.socialImage);
  const title = over.title ?? `Post number ${i}`;
  const content = over.content ?? `<h2>Heading ${i}</h2><p>Body of post ${i} with <strong>bold</strong> text.</p>`;
  const [row] = await db
    .insert(t.blogs)
    .values({
      slug: slugify(title),
      title,
      content,
      excerpt: excerpt(content, 90),
      category: 'Technology',
      status: 'published',
      tags: ['web'],
      createdAt: ago(i),
      ...over,
    })
    .returning();
  return row as typeof t.blogs.$inferSelect;
}

export const ADMIN_PASSWORD = 'correct horse battery';

/** A member of staff; an administrator unless `role` says otherwise (there is at most one owner). */
export async function makeAdmin(db: Db, over: { email?: string; password?: string; role?: Role } = {}) {
  const { createAdmin } = await import('../../src/server/auth/admins.service');
  return createAdmin(db, {
    email: over.email ?? `admin${seq()}@example.com`,
    password: over.password ?? ADMIN_PASSWORD,
    role: over.role ?? 'administrator',
  });
}
