import { ArrowLeft, Clock } from 'lucide-react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Blog } from '../../../shared/schemas/blog';
import { longDate } from '../../../shared/text';
import { Img } from '../../components/Img';
import { displayAuthor, leadText, readMinutes } from './post';
import { isDraft } from './related';
import { BLOG_STRINGS, readTime } from './strings';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** The day of the last edit, when it came on a later day than the publication; null otherwise. */
export function editedAfter(published: string, updated: string): string | null {
  if (Date.parse(updated) <= Date.parse(published)) return null;
  return longDate(updated) === longDate(published) ? null : updated;
}

/** The article's opening: back link, badges, read time, title, excerpt, byline and featured image (SPEC 2.5). */
export function ArticleHeader({ post }: { post: Blog }) {
  const author = displayAuthor(post.author);
  const date = post.publishedAt ?? post.createdAt;
  const updated = editedAfter(date, post.updatedAt);
  return (
    <header className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/40 to-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-40 size-[30rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="container-page relative max-w-3xl pt-10 pb-12 sm:pt-14 sm:pb-16">
        <a
          href="/blog"
          className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {BLOG_STRINGS.backToBlog}
        </a>
        <div className="mt-8 flex flex-wrap items-center gap-3 text-sm font-medium">
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white">
            {post.category}
          </span>
          {isDraft(post) && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/20 ring-inset">
              {PUBLIC_MESSAGES.draftBadge}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5 text-ink-500">
            <Clock aria-hidden="true" className="size-4" />
            {readTime(readMinutes(post.duration))}
          </span>
        </div>
        <h1 className="mt-5 text-[2rem] leading-[1.15] font-bold tracking-tight text-balance text-ink-900 sm:text-5xl sm:leading-[1.1]">
          {post.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-pretty text-ink-500 sm:text-xl">
          {leadText(post.excerpt, PUBLIC_MESSAGES.articleDefaultExcerpt)}
        </p>
        <div className="mt-8 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-white"
          >
            {initials(author)}
          </span>
          <p className="text-sm leading-snug">
            <span className="sr-only">{BLOG_STRINGS.by} </span>
            <span className="block font-semibold text-ink-900">{author}</span>
            <time dateTime={date} className="text-ink-500">
              {longDate(date)}
            </time>
            {updated && (
              <span className="text-ink-500">
                {` · ${BLOG_STRINGS.updated} `}
                <time dateTime={updated}>{longDate(updated)}</time>
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="container-page relative max-w-5xl">
        <Img
          src={post.featuredImage}
          srcSet={post.featuredImageSrcset}
          sizes="(min-width: 1024px) 960px, 100vw"
          width={post.imageWidth ?? 1600}
          height={post.imageHeight ?? 1000}
          priority
          alt={post.imageAlt}
          className="aspect-[16/9] w-full rounded-2xl object-cover shadow-xl ring-1 ring-ink-900/5 sm:rounded-3xl"
        />
      </div>
    </header>
  );
}
