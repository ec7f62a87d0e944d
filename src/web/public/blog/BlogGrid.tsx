import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { BlockMessage, Section } from '../shared/Section';
import { BlogCardList, type BlogCardPost } from './BlogCard';
import { BLOG_STRINGS, SAMPLE_POSTS } from './strings';

interface Props {
  blogs: BlogSummary[];
  /** The 'Read All' button to /blog: on every page except /blog itself (SPEC 2.4). */
  showReadAll: boolean;
  /** The block's failure message (PUBLIC_MESSAGES.blogsFailed), shown in place of the cards. */
  error?: string;
  /** Shown under the grid (the blog page's pagination). */
  children?: ReactNode;
}

/** Stand-ins while no post is published (SPEC 2.1, 9): three cards that link to /blog/placeholder. */
const SAMPLES: BlogCardPost[] = SAMPLE_POSTS.map((sample) => ({
  ...sample,
  slug: 'placeholder',
  duration: 0,
  author: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  publishedAt: null,
  featuredImage: null,
  featuredImageSrcset: null,
  imageWidth: null,
  imageHeight: null,
}));

/** 'Explore article and information': the three-column grid of post cards (SPEC 2.4). */
export function BlogGrid({ blogs, showReadAll, error, children }: Props) {
  const posts: BlogCardPost[] = blogs.length > 0 ? blogs : SAMPLES;
  return (
    <Section
      id="blog-grid-heading"
      eyebrow={BLOG_STRINGS.gridEyebrow}
      title={PUBLIC_MESSAGES.blogListHeading}
      tone="tint"
      action={
        showReadAll ? (
          <a href="/blog" className="btn-primary">
            {PUBLIC_MESSAGES.readAll}
          </a>
        ) : undefined
      }
    >
      {error ? <BlockMessage tone="error">{error}</BlockMessage> : <BlogCardList posts={posts} />}
      {children}
    </Section>
  );
}
