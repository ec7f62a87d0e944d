import { useEffect, useRef, useState } from 'react';
import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import { forgetDraft, type KeptDraft, keepDraft, readDraft } from './autosave';

/** How long after the last change the form's text is kept in this browser. */
const AUTOSAVE_DELAY_MS = 500;

/** What is kept of the form: its fields, its text and its tags. */
export type DraftContent = Pick<KeptDraft, 'values' | 'content' | 'tags'>;

/**
 * The post form's edit kept in this browser (issue 12; the storage is autosave.ts). An edit that was not saved (a
 * reload, an expired session) is brought back, its fields filled as changes so that leaving still asks first; every
 * change is kept a moment later: each change of the fields by itself, others when the form calls `keep`.
 */
export function useKeptDraft<Values extends Record<string, string>>({
  postId,
  basedOn,
  form,
  fields,
  now,
}: {
  postId: string | null;
  /** The post's `updatedAt` ('' for a new post): an edit of a version saved over since is not brought back. */
  basedOn: string;
  form: UseFormReturn<Values>;
  /** The fields an edit brought back fills. */
  fields: readonly Path<Values>[];
  /** The form as it is when the moment has passed; null when it is the post as saved (nothing to bring back). */
  now: () => DraftContent | null;
}) {
  const [restored, setRestored] = useState(() => readDraft(postId, basedOn));
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (!restored || restoredOnce.current) return;
    restoredOnce.current = true;
    for (const name of fields) {
      const value = restored.values[name];
      if (typeof value === 'string')
        form.setValue(name, value as PathValue<Values, typeof name>, { shouldDirty: true });
    }
  }, [restored, form, fields]);

  // Read when the timer fires, so that a change made with a state update keeps the state as updated.
  const latest = useRef(now);
  useEffect(() => {
    latest.current = now;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keep = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const draft = latest.current();
      if (draft) keepDraft(postId, { ...draft, basedOn });
      else forgetDraft(postId);
    }, AUTOSAVE_DELAY_MS);
  };
  useEffect(() => {
    const watching = form.watch(() => keep());
    return () => watching.unsubscribe();
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    /** The edit brought back, until it is discarded. */
    restored,
    keep,
    /** The edit brought back goes; the form puts the post as saved back in its fields. */
    discard: () => {
      forgetDraft(postId);
      setRestored(null);
    },
    /** Saved or cancelled: nothing more is kept, nothing is brought back. */
    forget: () => {
      clearTimeout(timer.current);
      forgetDraft(postId);
    },
  };
}
