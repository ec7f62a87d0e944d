import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_LIST_DEFAULT_LIMIT, BLOG_LIST_MAX_LIMIT, BLOG_STATUSES } from '../limits';
import { adminListSearch, adminPaging } from './admin-page';
import { versionedFields } from './common';

export const blogSummary = z.object({
  ...versionedFields,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  status: z.enum(BLOG_STATUSES),
  /** The member of staff who wrote it (issue 25): Authors and Contributors change only their own. */
  writerId: z.string().nullable(),
  /** An editor's note when the post was sent back from review; null otherwise. */
  reviewNote: z.string().nullable(),
  isDraft: z.boolean(),
  /** minutes */
  duration: z.number().int(),
  author: z.string(),
  tags: z.array(z.string()),
  /** Rooted URL of the featured image, or null. */
  featuredImage: z.string().nullable(),
  featuredImageSrcset: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
  /** What the featured image says to those who cannot see it (issue 13): the post's description, the media
   * library's, or the title; '' when there is none or the library marks it decorative. */
  imageAlt: z.string(),
  /** The excerpt the administrator wrote; null when `excerpt` is the start of the first paragraph. */
  customExcerpt: z.string().nullable(),
  /** Rooted URL of the picture shown when the post is shared, or null (the featured image is shown). */
  socialImage: z.string().nullable(),
  socialImageWidth: z.number().int().nullable(),
  socialImageHeight: z.number().int().nullable(),
  /** When a `scheduled` post goes live (ISO 8601, UTC); null otherwise. */
  publishAt: z.string().nullable(),
  /** Whether the post is e-mailed to the confirmed subscribers once published (issue 14; once, ever). */
  emailSubscribers: z.boolean(),
  /** In search results: the excerpt with each matched word between U+0002 and U+0003. */
  highlight: z.string().optional(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blog = blogSummary.extend({ content: z.string() });
export type Blog = z.infer<typeof blog>;

export const blogList = z.object({
  blogs: z.array(blogSummary),
  /** How many posts match; a search counts to `SEARCH_MATCH_CAP` (1,000) and says when more match. */
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** On a search only, when more posts match than `total`: the pages show the newest 1,000 matches (decision 052). */
  moreThanTotal: z.literal(true).optional(),
});
export type BlogList = z.infer<typeof blogList>;

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'Must be a whole number.' })
    .int({ error: 'Must be a whole number.' })
    .min(1, { error: 'Must be at least 1.' })
    .default(fallback);

export const blogListQuery = z.object({
  limit: positiveInt(BLOG_LIST_DEFAULT_LIMIT).transform((n) => Math.min(n, BLOG_LIST_MAX_LIMIT)),
  page: positiveInt(1),
  category: z.string().trim().max(50).optional(),
  tag: z.string().trim().max(50).optional(),
  q: z.string().trim().max(200).optional(),
});
export interface BlogListQuery {
  limit?: number;
  page?: number;
  category?: string;
  tag?: string;
  q?: string;
}

/**
 * The back office's list (issue 29): one page (admin-page.ts), filtered by status and category, searched by words (`q`) and
 * newest or oldest first, all on the server. Decision 047.
 */
export const adminBlogListQuery = z.object({
  ...adminPaging,
  status: z.enum(BLOG_STATUSES, { error: 'Not a status of a post.' }).optional(),
  category: z.string().trim().max(50).optional(),
  q: adminListSearch,
  order: z.enum(['newest', 'oldest'], { error: 'Must be newest or oldest.' }).default('newest'),
});
/** What the back office asks of the list (every field may be left out). */
export interface AdminBlogListParams {
  page?: number;
  limit?: number;
  status?: (typeof BLOG_STATUSES)[number] | undefined;
  category?: string | undefined;
  q?: string | undefined;
  order?: 'newest' | 'oldest';
}

export const slugParams = z.object({ slug: z.string().min(1).max(200) });
