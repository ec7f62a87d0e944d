import { ANALYTICS_WORDS } from '../../../shared/admin-words/analytics';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { ADMIN_EXCERPT_LENGTH } from '../../../shared/limits';
import type { BlogSummary } from '../../../shared/schemas/blog';
import { excerpt } from '../../../shared/text';
import { Img } from '../../components/Img';
import { EditDeleteButtons } from '../components/IconButton';
import { useEditingNow } from './Presence';

/** Three columns at most, in a main area at most 1280 px wide. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** SPEC 4: 'Draft' when the status is draft or the draft flag is set; anything else shows 'Published'. */
export const isDraft = (post: Pick<BlogSummary, 'status' | 'isDraft'>) => post.status === 'draft' || post.isDraft;

interface Props {
  /** With its page views of the last 30 days, as the back office's list gives them (issue 28). */
  post: BlogSummary & { views30d?: number };
  onEdit: () => void;
  /** Left out for a post the signed-in person may not change (issue 25): they see it, and open it read-only. */
  onDelete?: (() => void) | undefined;
  busy: boolean;
}

/** One post in the admin grid: image, category, status, title, a 90-character excerpt, actions. */
export function BlogCard({ post, onEdit, onDelete, busy }: Props) {
  const draft = isDraft(post);
  // One request for the whole list (the query is shared by every card).
  const editing = useEditingNow('blog').filter((other) => other.id === post._id);
  // In the administrator's own time zone, as the form took it.
  const scheduledAt =
    post.status === 'scheduled' && post.publishAt
      ? new Date(post.publishAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
      : null;
  return (
    <li
      data-testid="blog-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm"
    >
      <Img
        src={post.featuredImage}
        srcSet={post.featuredImageSrcset}
        sizes={CARD_SIZES}
        width={post.imageWidth ?? 1600}
        height={post.imageHeight ?? 900}
        alt=""
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{post.category}</span>
          <span
            data-testid="blog-status"
            className={`rounded-full px-2.5 py-1 ring-1 ring-inset ${
              scheduledAt
                ? 'bg-sky-50 text-sky-800 ring-sky-600/20'
                : draft
                  ? 'bg-amber-50 text-amber-800 ring-amber-600/20'
                  : 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
            }`}
          >
            {scheduledAt ? (
              <time dateTime={post.publishAt ?? ''}>{W.scheduledFor(scheduledAt)}</time>
            ) : post.status === 'review' ? (
              W.inReview
            ) : draft ? (
              W.draft
            ) : (
              W.published
            )}
          </span>
        </div>
        <h2 className="mt-3 text-base leading-snug font-semibold break-words text-ink-900">{post.title}</h2>
        {editing.length > 0 && (
          <p className="mt-1 text-xs font-medium text-sky-800">
            {editing.map((o) => W.editingCard(o.name)).join(', ')}
          </p>
        )}
        {/* SPEC 9: the excerpt's first ADMIN_EXCERPT_LENGTH characters, tags stripped, then an ellipsis. */}
        <p className="mt-2 flex-1 text-sm break-words text-ink-500">{excerpt(post.excerpt, ADMIN_EXCERPT_LENGTH)}</p>
        {post.views30d !== undefined && post.status === 'published' && (
          <p data-testid="blog-views" className="mt-3 text-xs font-medium text-ink-500">
            {ANALYTICS_WORDS.views30d(post.views30d)}
          </p>
        )}
        <EditDeleteButtons
          className="mt-4 flex justify-end gap-1 border-t border-ink-900/5 pt-3"
          editLabel={W.edit(post.title)}
          deleteLabel={W.delete(post.title)}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={busy}
        />
      </div>
    </li>
  );
}
