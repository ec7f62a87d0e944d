import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { Blog } from '../../../shared/schemas/blog';

/** The fields of a post the conflict panel compares, in the form's order. */
export const BLOG_CONFLICT_LABELS = {
  title: W.title,
  category: W.category,
  status: W.status,
  excerpt: W.excerpt,
  tags: W.tags,
  content: W.content,
};

/** A colleague's post in the shape the form's side is given in. */
export const blogConflictValues = (post: Blog) => ({
  title: post.title,
  category: post.category,
  status: post.status,
  excerpt: post.customExcerpt ?? '',
  tags: post.tags,
  content: post.content,
});
