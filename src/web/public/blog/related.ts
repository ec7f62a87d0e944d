import { RELATED_ARTICLES } from '../../../shared/limits';
import type { BlogSummary } from '../../../shared/schemas/blog';

type Candidate = Pick<BlogSummary, '_id' | 'category' | 'status' | 'isDraft'>;

/** Whether a post is a draft: either flag marks it (SPEC 4). */
export const isDraft = (post: Pick<BlogSummary, 'status' | 'isDraft'>) => post.status === 'draft' || post.isDraft;

/**
 * Related articles (SPEC 2.5): published posts of the same category, the current one excluded, at most
 * RELATED_ARTICLES of them, in the order given (the API's newest first).
 */
export function relatedArticles<T extends Candidate>(current: Candidate, candidates: readonly T[]): T[] {
  return candidates
    .filter((post) => post._id !== current._id && post.category === current.category && !isDraft(post))
    .slice(0, RELATED_ARTICLES);
}
