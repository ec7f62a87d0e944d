import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { ROLE_MESSAGES } from '../../../shared/roles';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

/** An editor's side of review (issue 25): a post waiting for them goes back to its writer with a note. */
export function ReviewPanel({ postId, onDone }: { postId: string; onDone: () => void }) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sendBack = async () => {
    if (!note.trim()) {
      setError(ROLE_MESSAGES.noteRequired);
      return;
    }
    setBusy(true);
    try {
      await api.returnForReview(postId, note.trim());
      await client.invalidateQueries({ queryKey: queryKeys.blogs });
      notify.success(W.sentBack);
      onDone();
    } catch (failure) {
      notify.error(failure instanceof Error && failure.message ? failure.message : W.sendBackFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="review-heading" className="rounded-xl bg-sky-50 p-4 text-sm ring-1 ring-sky-600/20">
      <h2 id="review-heading" className="font-semibold text-ink-900">
        {W.sendBackTitle}
      </h2>
      <p className="mt-1 text-ink-700">{W.sendBackIntro}</p>
      <label className="mt-3 flex flex-col gap-1.5 font-medium text-ink-900">
        {W.sendBackNote}
        <textarea
          rows={2}
          value={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'review-note-error' : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
          className="rounded-lg border border-ink-900/15 bg-white px-3 py-2 font-normal text-ink-900"
        />
      </label>
      {error && (
        <p id="review-note-error" className="mt-1 text-red-700">
          {error}
        </p>
      )}
      <button type="button" className="btn-secondary mt-3 py-1.5" disabled={busy} onClick={sendBack}>
        {W.sendBack}
      </button>
    </section>
  );
}
