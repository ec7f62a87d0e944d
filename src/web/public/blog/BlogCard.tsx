import { highlightParts } from '../../../shared/highlight';
import { PUBLIC_MESSAGES, publishedBy } from '../../../shared/messages';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { Img } from '../../components/Img';
import { icon } from '../../components/icon';
import { displayAuthor, readMinutes } from './post';
import { readTime } from './strings';

export type BlogCardPost = Pick<
  BlogSummary,
  | 'slug'
  | 'title'
  | 'category'
  | 'duration'
  | 'author'
  | 'createdAt'
  | 'publishedAt'
  | 'featuredImage'
  | 'featuredImageSrcset'
  | 'imageWidth'
  | 'imageHeight'
> &
  Partial<Pick<BlogSummary, 'highlight' | 'imageAlt'>>;

/* The same in every card: built once (docs/decisions/011-constant-elements.md). */
const CLOCK = icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
  'size-3.5',
);
const ARROW = (
  <span aria-hidden="true" className="transition group-hover:translate-x-0.5">
    →
  </span>
);

/** Three columns from 1024 px (at most ~400 px wide in the 1280 px container), two from 640 px. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';

/**
 * One post in a grid (SPEC 2.4): featured image, category, reading time, title, byline and 'Read more'.
 * The 'Read more' link covers the whole card, so the card is one large click target but one tab stop.
 */
export function BlogCard({ post }: { post: BlogCardPost }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-600">
      <div className="overflow-hidden bg-brand-50">
        <Img
          src={post.featuredImage}
          srcSet={post.featuredImageSrcset}
          sizes={CARD_SIZES}
          width={post.imageWidth ?? 1600}
          height={post.imageHeight ?? 1000}
          alt={post.imageAlt ?? ''}
          className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-3 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 ring-1 ring-brand-600/10 ring-inset">
            {post.category}
          </span>
          <span className="inline-flex items-center gap-1.5 text-ink-500">
            {CLOCK}
            {readTime(readMinutes(post.duration))}
          </span>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-semibold text-balance text-ink-900 group-hover:text-brand-700">
          {post.title}
        </h3>
        {post.highlight && (
          // A search result: the excerpt, its matching words marked.
          <p className="mt-3 text-sm text-ink-700">
            {highlightParts(post.highlight).map((part, i) =>
              part.mark ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
                <mark key={i} className="rounded bg-amber-100 px-0.5 text-ink-900">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        )}
        <p className="mt-3 flex-1 text-sm text-ink-500">
          {publishedBy(displayAuthor(post.author), post.publishedAt ?? post.createdAt)}
        </p>
        <a
          href={`/blog/${post.slug}`}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none hover:text-brand-800"
        >
          {PUBLIC_MESSAGES.readMore}
          <span className="sr-only"> about {post.title}</span>
          {ARROW}
        </a>
      </div>
    </article>
  );
}

/** Cards in the site's grid: one column on phones, two on tablets, three on desktops. */
export function BlogCardList({ posts }: { posts: BlogCardPost[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post) => (
        <li key={`${post.slug}:${post.title}`}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}
