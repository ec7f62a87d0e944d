import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { ADMIN_PAGE_SIZE, BLOG_CATEGORIES } from '../../../shared/limits';
import { mayChangePost } from '../../../shared/roles';
import type { AdminProfile } from '../../../shared/schemas/auth';
import type { AdminBlogListParams } from '../../../shared/schemas/blog';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { useServerPages } from '../lib/serverPages';
import { useDebouncedSearch } from '../lib/useDebouncedSearch';
import { useBlogPage, useDeleteBlog } from './api';
import { BlogCard } from './BlogCard';
import { failureStatus } from './failure';

const select =
  'mt-1 block w-full rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
type StatusFilter = '' | NonNullable<AdminBlogListParams['status']>;
type Order = 'newest' | 'oldest';
/** How long typing waits before it searches. */

/**
 * The posts as cards, 9 per page (SPEC 2.8), with the spec's loading, error and empty states; filtered by status
 * (issue 25's 'In review' too) and category, searched, and in either order by date (issue 13). The server pages,
 * filters and searches (issue 29): the browser holds one page, however many posts there are.
 */
export function BlogList({ onEdit }: { onEdit: (id: string) => void }) {
  const me = useLoaderData() as AdminProfile;
  const [status, setStatus] = useState<StatusFilter>('');
  const [category, setCategory] = useState('');
  const [order, setOrder] = useState<Order>('newest');
  const [page, setPage] = useState(1);
  // A new search starts at its first page.
  const { typed, setTyped, q, clear: clearSearch } = useDebouncedSearch(() => setPage(1));
  const blogs = useBlogPage({
    page,
    limit: ADMIN_PAGE_SIZE,
    order,
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
    ...(q ? { q } : {}),
  });
  const pages = useServerPages(page, setPage, blogs.data, ADMIN_PAGE_SIZE);
  const { remove, deletingId } = useConfirmedDelete(useDeleteBlog(), {
    question: ADMIN_OUTCOMES.blogDeleteConfirm,
    deleted: W.deleted,
    failed: ADMIN_OUTCOMES.blogDeleteFailed,
  });
  const filtered = status !== '' || category !== '';
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  if (blogs.isPending) return <LoadingState text={W.loading} />;
  if (blogs.isError) {
    return (
      <ErrorState
        title={W.loadFailed}
        message={ADMIN_OUTCOMES.blogLoadFailed(failureStatus(blogs.error))}
        onRetry={() => blogs.refetch()}
      />
    );
  }
  if (pages.total === 0 && !filtered && !q && !typed) return <EmptyState title={W.empty} />;

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 xl:flex-row xl:items-end">
        <div className="xl:w-96 xl:shrink-0">
          <SearchBox label={W.search} placeholder={W.searchPlaceholder} value={typed} onChange={setTyped} />
        </div>
        <fieldset className="grid flex-1 gap-3 sm:grid-cols-3 xl:max-w-2xl">
          <legend className="sr-only">{W.filters}</legend>
          <label className="text-sm font-medium text-ink-700">
            {W.filterStatus}
            <select
              className={select}
              value={status}
              onChange={(event) => choose(setStatus)(event.target.value as StatusFilter)}
            >
              <option value="">{W.filterAll}</option>
              <option value="draft">{W.draft}</option>
              <option value="review">{W.inReview}</option>
              <option value="scheduled">{W.scheduled}</option>
              <option value="published">{W.published}</option>
            </select>
          </label>
          <label className="text-sm font-medium text-ink-700">
            {W.filterCategory}
            <select className={select} value={category} onChange={(event) => choose(setCategory)(event.target.value)}>
              <option value="">{W.filterAll}</option>
              {BLOG_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-ink-700">
            {W.order}
            <select
              className={select}
              value={order}
              onChange={(event) => choose(setOrder)(event.target.value as Order)}
            >
              <option value="newest">{W.newest}</option>
              <option value="oldest">{W.oldest}</option>
            </select>
          </label>
        </fieldset>
      </div>
      {pages.total === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-900/5">
          <p className="text-ink-700">{q && !filtered ? W.noSearchMatch(q) : W.noMatch}</p>
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setStatus('');
              setCategory('');
              clearSearch();
              setPage(1);
            }}
          >
            {W.showAll}
          </button>
        </div>
      )}
      <ul
        className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${blogs.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={blogs.isFetching}
      >
        {pages.items.map((post) => (
          <BlogCard
            key={post._id}
            post={post}
            onEdit={() => onEdit(post._id)}
            onDelete={mayChangePost({ id: me._id, role: me.role }, post) ? () => void remove(post) : undefined}
            busy={deletingId === post._id}
          />
        ))}
      </ul>
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
