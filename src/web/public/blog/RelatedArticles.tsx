import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { BlockMessage, Section } from '../shared/Section';
import { BlogCardList } from './BlogCard';
import { BLOG_STRINGS } from './strings';

/** 'Related Articles', or 'No related articles found' (SPEC 2.5). */
export function RelatedArticles({ posts }: { posts: BlogSummary[] }) {
  return (
    <Section
      id="related-heading"
      eyebrow={BLOG_STRINGS.relatedEyebrow}
      title={PUBLIC_MESSAGES.relatedArticles}
      tone="tint"
    >
      {posts.length > 0 ? (
        <BlogCardList posts={posts} />
      ) : (
        <BlockMessage tone="empty">{PUBLIC_MESSAGES.noRelatedArticles}</BlockMessage>
      )}
    </Section>
  );
}
