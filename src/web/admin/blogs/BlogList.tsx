import { useMemo, useState } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { BLOG_CATEGORIES } from '../../../shared/limits';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { Pagination } from '../components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { usePagination } from '../lib/usePagination';
import { useBlogs, useDeleteBlog } from './api';
import { BlogCard, isDraft } from './BlogCard';
import { failureStatus } from './failure';

const select =
  'mt-1 block w-full rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
type StatusFilter = '' | 'draft' | 'scheduled' | 'published';
type Order = 'newest' | 'oldest';

/** Whether a post is in the status chosen: 'Draft' as the card's badge says (SPEC 4), the others by status. */
function inStatus(post: BlogSummary, status: StatusFilter): boolean {
  if (!status) return true;
  if (status === 'draft') return isDraft(post) && post.status !== 'scheduled';
  if (status === 'published') return post.status === 'published' && !post.isDraft;
  return post.status === 'scheduled';
}

/**
 * The posts as cards, 9 per page (SPEC 2.8), with the spec's loading, error and empty states; filtered by status
 * and category and in either order by date (issue 13), all in the browser as the spec's paging is.
 */
export function BlogList({ onEdit }: { onEdit: (id: string) => void }) {
  const blogs = useBlogs();
  const [status, setStatus] = useState<StatusFilter>('');
  const [category, setCategory] = useState('');
  const [order, setOrder] = useState<Order>('newest');
  const shown = useMemo(() => {
    const kept = (blogs.data ?? []).filter(
      (post) => inStatus(post, status) && (!category || post.category === category),
    );
    // The server answers newest first.
    return order === 'newest' ? kept : [...kept].reverse();
  }, [blogs.data, status, category, order]);
  const { remove, deletingId } = useConfirmedDelete(useDeleteBlog(), {
    question: ADMIN_OUTCOMES.blogDeleteConfirm,
    deleted: W.deleted,
    failed: ADMIN_OUTCOMES.blogDeleteFailed,
  });
  const pages = usePagination(shown, 'blogs');
  const filtered = status !== '' || category !== '';
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      pages.setPage(1);
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
  if (blogs.data.length === 0) return <EmptyState title={W.empty} />;

  return (
    <>
      <fieldset className="mb-6 grid gap-3 sm:grid-cols-3 lg:max-w-2xl">
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
          <select className={select} value={order} onChange={(event) => choose(setOrder)(event.target.value as Order)}>
            <option value="newest">{W.newest}</option>
            <option value="oldest">{W.oldest}</option>
          </select>
        </label>
      </fieldset>
      {shown.length === 0 && filtered && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-900/5">
          <p className="text-ink-700">{W.noMatch}</p>
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setStatus('');
              setCategory('');
            }}
          >
            {W.showAll}
          </button>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pages.items.map((post) => (
          <BlogCard
            key={post._id}
            post={post}
            onEdit={() => onEdit(post._id)}
            onDelete={() => void remove(post)}
            busy={deletingId === post._id}
          />
        ))}
      </ul>
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
