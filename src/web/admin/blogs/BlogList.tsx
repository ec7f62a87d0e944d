import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { Pagination } from '../components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { usePagination } from '../lib/usePagination';
import { useBlogs, useDeleteBlog } from './api';
import { BlogCard } from './BlogCard';
import { failureStatus } from './failure';

/** The posts as cards, 9 per page (SPEC 2.8), with the spec's loading, error and empty states. */
export function BlogList({ onEdit }: { onEdit: (id: string) => void }) {
  const blogs = useBlogs();
  const { remove, deletingId } = useConfirmedDelete(useDeleteBlog(), {
    question: ADMIN_OUTCOMES.blogDeleteConfirm,
    deleted: W.deleted,
    failed: ADMIN_OUTCOMES.blogDeleteFailed,
  });
  const pages = usePagination(blogs.data ?? [], 'blogs');

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
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pages.items.map((post) => (
          <BlogCard
            key={post._id}
            post={post}
            onEdit={() => onEdit(post._id)}
            onDelete={() => void remove(post._id)}
            busy={deletingId === post._id}
          />
        ))}
      </ul>
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
