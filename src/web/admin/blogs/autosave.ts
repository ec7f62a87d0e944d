/**
 * The blog form's text kept in this browser while it is written (issue 12): a reload, a closed tab or a session
 * that expired mid-edit loses nothing. Kept per post (`new` for a post not saved yet) until it is saved or the
 * form is cancelled; a kept edit of a post saved since elsewhere is not brought back over the newer text.
 */
export interface KeptDraft {
  values: Record<string, string>;
  content: string;
  tags: string[];
  /** When it was kept. */
  at: string;
  /** The post's `updatedAt` when the edit started ('' for a new post). */
  basedOn: string;
}

const key = (postId: string | null) => `kestrel:blog-draft:${postId ?? 'new'}`;

export function readDraft(postId: string | null, basedOn: string): KeptDraft | null {
  try {
    const raw = localStorage.getItem(key(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as KeptDraft;
    return draft.basedOn === basedOn && typeof draft.content === 'string' && Array.isArray(draft.tags) ? draft : null;
  } catch {
    return null;
  }
}

export function keepDraft(postId: string | null, draft: Omit<KeptDraft, 'at'>) {
  try {
    localStorage.setItem(key(postId), JSON.stringify({ ...draft, at: new Date().toISOString() }));
  } catch {
    // Storage full or refused: the form still works, it only cannot be brought back.
  }
}

export function forgetDraft(postId: string | null) {
  try {
    localStorage.removeItem(key(postId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
