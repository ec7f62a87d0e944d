import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BLOG_LIST_DEFAULT_LIMIT } from '../../../shared/limits';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Api } from '../../api/client';
import { block, type PageMeta, pageTitle } from '../page';
import { BlockMessage, PageHero } from '../shared/Section';
import { BlogGrid } from './BlogGrid';
import { Pagination } from './Pagination';
import { pageParam, queryParam } from './post';
import { SearchForm } from './SearchForm';
import { BLOG_STRINGS } from './strings';

export async function loader(api: Api, { request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  const page = pageParam(search);
  const q = queryParam(search);
  const list = await block(
    () => api.blogs({ limit: BLOG_LIST_DEFAULT_LIMIT, page, ...(q ? { q } : {}) }),
    PUBLIC_MESSAGES.blogsFailed,
  );
  return { page, q, list };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta({ page, q }: Data): PageMeta {
  const name = q ? BLOG_STRINGS.searchTitle(q) : 'Blog';
  return {
    title: pageTitle(page > 1 ? `${name} (page ${page})` : name),
    description:
      'Technology blogs for innovators: practical articles from Kestrel Digital on web and mobile development, UI/UX design, performance and digital growth.',
    // Page 2 is its own page; search results are for the one who searched (issue 27).
    ...(page > 1 ? { canonical: `/blog?page=${page}` } : {}),
    ...(q ? { noindex: true } : {}),
  };
}

/** A page past the last one has nothing to show: say so, and let search engines know. */
export function status({ page, list }: Data): number {
  return list.ok && page > 1 && list.data.blogs.length === 0 ? 404 : 200;
}

export default function BlogListPage() {
  const { page, q, list } = useLoaderData<Data>();
  const beyondLast = list.ok && page > 1 && list.data.blogs.length === 0;
  const noMatch = list.ok && q !== '' && list.data.total === 0;
  return (
    <>
      <PageHero
        eyebrow={BLOG_STRINGS.listEyebrow}
        title={PUBLIC_MESSAGES.blogsHeroTitle}
        subtitle={BLOG_STRINGS.listIntro}
      />
      <div className="container-page pt-10 sm:pt-14">
        <SearchForm q={q} />
        {q && list.ok && (
          <p role="status" className="-mt-4 mb-2 text-center text-ink-500">
            {noMatch ? BLOG_STRINGS.noResults(q) : BLOG_STRINGS.resultsFor(q, list.data.total, list.data.moreThanTotal)}{' '}
            <a href="/blog" className="font-semibold text-brand-700 underline underline-offset-2">
              {BLOG_STRINGS.showAll}
            </a>
          </p>
        )}
      </div>
      {noMatch ? null : beyondLast ? (
        <div className="container-page py-16 sm:py-24">
          <BlockMessage tone="empty">
            {BLOG_STRINGS.emptyPage}{' '}
            <a href="/blog" className="font-semibold text-brand-700 underline underline-offset-2">
              {BLOG_STRINGS.firstPage}
            </a>
          </BlockMessage>
        </div>
      ) : (
        <BlogGrid
          blogs={list.ok ? list.data.blogs : []}
          showReadAll={false}
          {...(list.ok ? {} : { error: list.error })}
        >
          {list.ok && <Pagination page={page} totalPages={list.data.totalPages} q={q} />}
        </BlogGrid>
      )}
    </>
  );
}
