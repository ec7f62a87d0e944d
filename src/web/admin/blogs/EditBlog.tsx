import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { ErrorState, LoadingState } from '../components/States';
import { useBlog } from './api';
import { BlogForm } from './BlogForm';
import { failureText } from './failure';

/** The edit form, once the whole post (with its content, which the list lacks) has arrived. */
export function EditBlog({ id, onDone }: { id: string; onDone: () => void }) {
  const blog = useBlog(id);
  if (blog.isPending) return <LoadingState text={W.loadingOne} />;
  if (blog.isError) {
    return (
      <div className="space-y-4">
        <ErrorState title={W.loadOneFailed} message={failureText(blog.error)} onRetry={() => blog.refetch()} />
        <button type="button" className="btn-secondary py-2" onClick={onDone}>
          {ADMIN_FRAME.back}
        </button>
      </div>
    );
  }
  return <BlogForm key={blog.data._id} post={blog.data} onDone={onDone} />;
}
