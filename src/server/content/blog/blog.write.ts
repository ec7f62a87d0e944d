/**
 * The blog rules of API.md, from a validated form to the columns stored: sanitized content and its
 * excerpt, minutes, author, tags, status and first publication, and a unique, stable slug.
 */
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { DEFAULT_BLOG_AUTHOR, DEFAULT_READ_MINUTES, EXCERPT_SUMMARY_LENGTH } from '../../../shared/limits';
import type { blogInput } from '../../../shared/schemas/admin-inputs';
import { ERROR_CODES } from '../../../shared/schemas/common';
import { parseMinutes, slugify, summaryOf } from '../../../shared/text';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../errors';
import type { ImageColumns } from '../images';
import type { BlogRow } from './blog.service';
import { sanitizeBlogHtml } from './sanitize';

export type BlogInput = z.output<typeof blogInput>;
type BlogImage = Pick<BlogRow, 'featuredImage' | 'imageWidth' | 'imageHeight'>;
type SocialImage = Pick<BlogRow, 'socialImage' | 'socialImageWidth' | 'socialImageHeight'>;

/** A day of reading is more than any post needs, and keeps `999999999999 min` out of an integer column. */
const MAX_READ_MINUTES = 24 * 60;
/** Concurrent writers can take the same free slug; the loser looks again, this many times. */
const SLUG_ATTEMPTS = 5;

/** The blog table names its image columns apart; the shared image helpers speak `image`. */
export const imageColumnsOf = (row: BlogImage): ImageColumns => ({
  image: row.featuredImage,
  imageWidth: row.imageWidth,
  imageHeight: row.imageHeight,
});

export const blogImageColumns = (image: ImageColumns): BlogImage => ({
  featuredImage: image.image,
  imageWidth: image.imageWidth,
  imageHeight: image.imageHeight,
});

export const socialImageColumnsOf = (row: SocialImage): ImageColumns => ({
  image: row.socialImage,
  imageWidth: row.socialImageWidth,
  imageHeight: row.socialImageHeight,
});

export const blogSocialImageColumns = (image: ImageColumns): SocialImage => ({
  socialImage: image.image,
  socialImageWidth: image.imageWidth,
  socialImageHeight: image.imageHeight,
});

/** Trimmed, without blanks, each once: the first spelling wins over later ones in another case. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** A stored post as its form would send it, so that a PATCH can merge the fields it sends into it. */
export const formFieldsOf = (row: BlogRow): Record<string, unknown> => ({
  title: row.title,
  category: row.category,
  content: row.content,
  duration: row.duration,
  status: row.status,
  author: row.author,
  tags: row.tags,
  publishAt: row.publishAt?.toISOString(),
  metaTitle: row.metaTitle ?? '',
  metaDescription: row.metaDescription ?? '',
  excerpt: row.customExcerpt ?? '',
  publishedAt: row.publishedAt?.toISOString(),
  emailSubscribers: row.emailSubscribers,
});

/** Every column a write sets, except the slug and the image. */
export function blogColumns(input: BlogInput, current: BlogRow | null) {
  const content = sanitizeBlogHtml(input.content);
  return {
    title: input.title,
    category: input.category,
    content,
    excerpt: input.excerpt ?? summaryOf(content, EXCERPT_SUMMARY_LENGTH),
    customExcerpt: input.excerpt ?? null,
    status: input.status,
    // Not live until published, also while scheduled.
    isDraft: input.status !== 'published',
    duration: Math.min(parseMinutes(input.duration, DEFAULT_READ_MINUTES), MAX_READ_MINUTES),
    author: input.author || DEFAULT_BLOG_AUTHOR,
    tags: cleanTags(input.tags),
    // The first publication stays the date of record, even if the post goes back to draft for a while, unless
    // the administrator sets another (an imported post keeps its original date).
    publishedAt: input.publishedAt
      ? new Date(input.publishedAt)
      : (current?.publishedAt ?? (input.status === 'published' ? new Date() : null)),
    publishAt: input.status === 'scheduled' && input.publishAt ? new Date(input.publishAt) : null,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    emailSubscribers: input.emailSubscribers,
  };
}

/**
 * How a write picks its slug. One made from the title is ours to adjust, so it takes the first free
 * `-2`, `-3`...; one the administrator typed is theirs, so if another post holds it the answer is 409
 * rather than an address they did not ask for.
 */
export type SlugPlan = { kind: 'fromTitle'; base: string } | { kind: 'requested'; slug: string };

export const slugPlanForCreate = (input: BlogInput): SlugPlan =>
  input.slug ? { kind: 'requested', slug: slugify(input.slug) } : { kind: 'fromTitle', base: slugify(input.title) };

/** On an update the slug stays as it is, whatever the title becomes, unless a new one is sent. */
export function slugPlanForUpdate(input: BlogInput, current: BlogRow): SlugPlan | null {
  if (!input.slug) return null;
  const slug = slugify(input.slug);
  return slug === current.slug ? null : { kind: 'requested', slug };
}

const slugTaken = () =>
  new HttpError(409, ERROR_CODES.conflict, ADMIN_MESSAGES.blogSlugTaken, { slug: ADMIN_MESSAGES.blogSlugTaken });

/** `base`, or `base-N` with the smallest free N from 2. */
async function freeSlug(db: Db, base: string): Promise<string> {
  // slugify leaves only [a-z0-9-], so `base` holds no LIKE wildcard to escape.
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Runs `write` with the slug the plan settles on; the unique index has the last word. */
export async function withSlug<T>(
  db: Db,
  plan: SlugPlan,
  exceptId: string | null,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  if (plan.kind === 'requested') {
    const others = exceptId ? and(eq(blogs.slug, plan.slug), ne(blogs.id, exceptId)) : eq(blogs.slug, plan.slug);
    const [holder] = await db.select({ id: blogs.id }).from(blogs).where(others).limit(1);
    if (holder) throw slugTaken();
    try {
      return await write(plan.slug);
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(await freeSlug(db, plan.base));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
