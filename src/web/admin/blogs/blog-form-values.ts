/**
 * What the blog form holds: its plain fields (checked by the server's own schema), the statuses a role may choose,
 * and a post's values as the form shows them, its dates in this browser's time zone.
 */
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { BLOG_CATEGORIES, DEFAULT_BLOG_AUTHOR } from '../../../shared/limits';
import { mayPublish } from '../../../shared/roles';
import { blogFields } from '../../../shared/schemas/admin-inputs';
import type { AdminProfile } from '../../../shared/schemas/auth';
import type { Blog } from '../../../shared/schemas/blog';

/** The plain fields, checked by the server's own schema so the messages are the same in both places. */
export const fieldsSchema = blogFields.pick({
  title: true,
  category: true,
  duration: true,
  status: true,
  author: true,
  metaTitle: true,
  metaDescription: true,
  featuredImageAlt: true,
  slug: true,
  excerpt: true,
});
export const FIELDS = [
  'title',
  'category',
  'duration',
  'status',
  'author',
  'metaTitle',
  'metaDescription',
  'featuredImageAlt',
  'slug',
  'excerpt',
  'publishedAt',
] as const;
/** `publishedAt` is held as the `datetime-local` text of this browser's time zone. */
export type Values = Record<(typeof FIELDS)[number], string>;

export const CATEGORY_OPTIONS = [{ value: '', label: W.chooseCategory }, ...BLOG_CATEGORIES];
/** What the status can be set to: a Contributor drafts and asks for review; the others publish (issue 25). */
export function statusOptions(me: AdminProfile, current: Blog['status'] | undefined) {
  const review = { value: 'review', label: W.submitForReview };
  if (!mayPublish(me)) return [{ value: 'draft', label: W.draft }, review];
  return [
    { value: 'draft', label: W.draft },
    { value: 'published', label: W.published },
    { value: 'scheduled', label: W.scheduled },
    ...(current === 'review' ? [{ value: 'review', label: W.inReview }] : []),
  ];
}

/** An instant as a `datetime-local` value in this browser's time zone, and back. */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : '');
export const TIME_ZONE = typeof Intl !== 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC';

/** New posts: draft, by 'Admin' (SPEC 9); an edited post shows what it has, its minutes as '7 min read'. */
export const valuesOf = (post: Blog | null): Values => ({
  title: post?.title ?? '',
  duration: post ? `${post.duration} min read` : '',
  category: post?.category ?? '',
  status: post?.status ?? 'draft',
  author: post?.author ?? DEFAULT_BLOG_AUTHOR,
  metaTitle: post?.metaTitle ?? '',
  metaDescription: post?.metaDescription ?? '',
  featuredImageAlt: post?.featuredImageAlt ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.customExcerpt ?? '',
  publishedAt: toLocalInput(post?.publishedAt),
});
