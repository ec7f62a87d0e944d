import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { KeptDraft } from './autosave';

/** Says that an edit kept in this browser was brought back, and offers to discard it. */
export function KeptDraftNotice({ draft, onDiscard }: { draft: KeptDraft; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-sm text-ink-800 ring-1 ring-brand-600/20 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {W.draftRestored(new Date(draft.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))}
      </p>
      <button type="button" className="btn-secondary shrink-0 py-1.5" onClick={onDiscard}>
        {W.discardRestored}
      </button>
    </div>
  );
}
