import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { useConfirm } from '../components/ConfirmDialog';
import { Pagination } from '../components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { notify } from '../lib/notify';
import { usePagination } from '../lib/usePagination';
import { useBlogs, useDeleteBlog } from './api';
import { BlogCard } from './BlogCard';
import { failureStatus } from './failure';

/** The posts as cards, 9 per page (SPEC 2.8), with the spec's loading, error and empty states. */
export function BlogList({ onEdit }: { onEdit: (id: string) => void }) {
  const blogs = useBlogs();
  const remove = useDeleteBlog();
  const confirm = useConfirm();
  const pages = usePagination(blogs.data ?? []);

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

  const onDelete = async (post: BlogSummary) => {
    if (!(await confirm(ADMIN_OUTCOMES.blogDeleteConfirm))) return;
    try {
      await remove.mutateAsync(post._id);
      notify.success(W.deleted);
    } catch {
      notify.error(ADMIN_OUTCOMES.blogDeleteFailed);
    }
  };

  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pages.items.map((post) => (
          <BlogCard
            key={post._id}
            post={post}
            onEdit={() => onEdit(post._id)}
            onDelete={() => onDelete(post)}
            busy={remove.isPending && remove.variables === post._id}
          />
        ))}
      </ul>
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
