/** What the blog form says above its fields: a post that is not the reader's, a reviewer's note, the review's choice. */

import { useLoaderData } from 'react-router';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { atLeast } from '../../../shared/roles';
import type { AdminProfile } from '../../../shared/schemas/auth';
import type { Blog } from '../../../shared/schemas/blog';
import { ReviewPanel } from './ReviewPanel';

export function PostNotes({ post, readOnly, onDone }: { post: Blog | null; readOnly: boolean; onDone: () => void }) {
  const me = useLoaderData() as AdminProfile;
  return (
    <>
      {readOnly && (
        <p role="note" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {W.notYours}
        </p>
      )}
      {post?.reviewNote && (
        <div
          role="note"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{W.reviewNote}</p>
          <p className="mt-1 whitespace-pre-line">{post.reviewNote}</p>
        </div>
      )}
      {post?.status === 'review' && atLeast(me.role, 'editor') && (
        <div className="mb-6">
          <ReviewPanel postId={post._id} onDone={onDone} />
        </div>
      )}
    </>
  );
}
