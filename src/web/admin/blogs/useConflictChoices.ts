import { useRef, useState } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { Blog } from '../../../shared/schemas/blog';
import { isConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import type { Conflict } from './ConflictPanel';

/**
 * A post's save refused over a colleague's (issue 25), and the three ways out of it: the version the form saves
 * over (the one it was opened on, or theirs once 'Keep mine' or 'Take theirs' was chosen), the conflict to show,
 * and the choices. `resubmit` saves the form again; `fill` puts their post in the form; `mineAsText` is what
 * 'Copy my text' copies.
 */
export function useConflictChoices(
  post: Blog | null,
  { resubmit, fill, mineAsText }: { resubmit: () => void; fill: (theirs: Blog) => void; mineAsText: () => string },
) {
  const baseVersion = useRef(post?.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  return {
    conflict,
    /** The version a save names (If-Match). */
    version: () => baseVersion.current,
    saved: () => setConflict(null),
    /** After a failed save: a refusal over a colleague's save opens the panel. */
    failed: (error: unknown) => {
      if (!isConflict(error)) return;
      const { current, by, at } = error.body;
      setConflict({ current: current as unknown as Blog, by: by ?? null, at });
    },
    keepMine: () => {
      if (!conflict) return;
      // Saved over theirs on purpose: from their version, which the server then checks like any other.
      baseVersion.current = conflict.current.version;
      resubmit();
    },
    takeTheirs: () => {
      if (!conflict) return;
      baseVersion.current = conflict.current.version;
      fill(conflict.current);
      setConflict(null);
      notify.success(W.tookTheirs);
    },
    copyMine: async () => {
      try {
        await navigator.clipboard.writeText(mineAsText());
        notify.success(W.copiedMine);
      } catch {
        notify.error(ADMIN_OUTCOMES.blogSaveFailed(W.copyMine));
      }
    },
  };
}
