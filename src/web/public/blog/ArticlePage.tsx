import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { RELATED_ARTICLES } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Blog } from '../../../shared/schemas/blog';
import { type Api, ApiError } from '../../api/client';
import { type PageMeta, pageTitle } from '../page';
import { ArticleError } from './ArticleError';
import { ArticleHeader } from './ArticleHeader';
import { blogPostingJsonLd } from './articleJsonLd';
import { leadText } from './post';
import { PROSE } from './prose';
import { RelatedArticles } from './RelatedArticles';
import { relatedArticles } from './related';
import { ShareLinks } from './ShareLinks';
import { StayUpdated } from './StayUpdated';
import { BLOG_STRINGS } from './strings';

export async function loader(api: Api, { params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const data = await loadArticle(api, () => api.blogBySlug(slug), new URL(request.url));
  if (!data.ok && data.notFound) {
    // An address the post had before its slug was changed leads to it, for good.
    const moved = await api.blogMoved(slug).catch(() => null);
    if (moved) throw redirect(`/blog/${encodeURIComponent(moved.slug)}`, 301);
  }
  return data;
}

/** A post and its related posts, or the error to show; `read` fetches the post (by slug, or a preview's). */
export async function loadArticle(api: Api, read: () => Promise<Blog>, url: URL) {
  let canonical = new URL(url.pathname, url).href;
  try {
    const post = await read();
    // The address the post has (or will have) on the site: a preview shares and links that one.
    canonical = new URL(`/blog/${encodeURIComponent(post.slug)}`, url).href;
    // One more than needed, since the current post may be among them; a failure only empties the list.
    const related = await api.blogs({ category: post.category, limit: RELATED_ARTICLES + 1 }).then(
      (list) => relatedArticles(post, list.blogs),
      () => [],
    );
    return { ok: true as const, post, related, canonical };
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    const message = notFound ? PUBLIC_MESSAGES.articleNotFound : PUBLIC_MESSAGES.articleFailed;
    return { ok: false as const, notFound, error: message, canonical };
  }
}

export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
type Data = ArticleData;

const description = (excerpt: string) => leadText(excerpt, PUBLIC_MESSAGES.articleDefaultExcerpt);

export function meta(data: Data, url: URL): PageMeta {
  if (!data.ok) {
    return {
      title: pageTitle(data.notFound ? data.error : PUBLIC_MESSAGES.articleErrorTitle),
      description: data.error,
    };
  }
  const { post } = data;
  // The post's own search title and description when it has them (issue 12).
  const summary = post.metaDescription ?? description(post.excerpt);
  return {
    title: post.metaTitle ?? pageTitle(post.title),
    description: summary,
    // The post's own picture for shared cards (issue 12), or its featured image with that image's description.
    image: post.socialImage ?? post.featuredImage,
    imageAlt: post.socialImage ? null : post.featuredImageAlt,
    type: 'article',
    publishedTime: post.publishedAt ?? post.createdAt,
    modifiedTime: post.updatedAt,
    jsonLd: [blogPostingJsonLd(post, summary, url)],
  };
}

/** An unknown or unpublished slug is a 404; any other failure, a temporary 503. */
export function status(data: Data): number {
  if (data.ok) return 200;
  return data.notFound ? 404 : 503;
}

export default function ArticlePage() {
  return <Article data={useLoaderData<Data>()} />;
}

/** The article as the public sees it; a preview shows the same. */
export function Article({ data }: { data: ArticleData }) {
  if (!data.ok) return <ArticleError message={data.error} notFound={data.notFound} />;
  const { post, related, canonical } = data;
  return (
    <>
      <article>
        <ArticleHeader post={post} />
        <div className="container-page max-w-3xl pt-12 pb-16 sm:pt-16 sm:pb-24">
          {/* Sanitized on the server when saved (src/server/content/blog/sanitize.ts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stored HTML is already sanitized. */}
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.content }} />
          <footer className="mt-14 flex flex-col gap-6 border-t border-ink-900/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
            {post.tags.length > 0 ? (
              <ul aria-label={BLOG_STRINGS.tags} className="flex flex-1 flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-ink-700"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            ) : (
              <span />
            )}
            <ShareLinks url={canonical} />
          </footer>
        </div>
      </article>
      <RelatedArticles posts={related} />
      <StayUpdated />
    </>
  );
}
