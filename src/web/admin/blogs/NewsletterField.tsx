/**
 * 'E-mail to subscribers' on a post (issue 14): ticked, the post goes to every confirmed subscriber once it is
 * published, once ever. After that the box stays ticked and the send's progress shows in its place, followed
 * live while it runs.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { newsletterSummary, NEWSLETTER_WORDS as W } from '../../../shared/subscriptions';
import { api } from '../lib/api';

/** How often a running send's progress is asked for. */
const PROGRESS_POLL_MS = 2000;

export function NewsletterField({
  postId,
  checked,
  onChange,
}: {
  postId: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const progress = useQuery({
    queryKey: ['newsletter', postId],
    queryFn: () => api.newsletter(postId as string),
    enabled: postId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
  const send = progress.data;
  const begun = send?.status === 'sending' || send?.status === 'sent';
  const done = send ? send.sent + send.failed : 0;
  const total = send ? done + send.pending : 0;
  return (
    <div className="rounded-xl bg-ink-900/[0.03] p-4 ring-1 ring-ink-900/10">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="emailSubscribers"
          checked={begun || checked}
          disabled={begun}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-4 accent-brand-600"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-ink-900">
            {W.emailSubscribers}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-500" role={begun ? 'status' : undefined}>
            {send ? newsletterSummary(send) : W.newPostHint}
          </p>
          {begun && total > 0 && (
            <progress
              className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-600"
              value={done}
              max={total}
              aria-label={W.emailSubscribers}
            />
          )}
        </div>
      </div>
    </div>
  );
}
