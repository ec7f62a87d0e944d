import { useState } from 'react';
import { CONFLICT_WORDS as W } from '../../../shared/admin-words/conflicts';
import { isConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import type { Conflict } from './conflict';
import { useBaseVersion } from './useBaseVersion';

interface Choices<R> {
  /** Saves the form again (its submit handler). */
  resubmit: () => void;
  /** Puts their record in the form. */
  fill: (theirs: R) => void;
  /** What 'Copy my text' copies. */
  mineAsText: () => string;
  /** The toast once copied. */
  copied?: string;
}

/**
 * A save refused over a colleague's (issue 25), and the three ways out of it: the version the form saves from
 * (the one it was opened on, then that of each answer it takes in, or theirs once 'Keep mine' or 'Take theirs'
 * is chosen), the conflict to show, and the choices. Nothing typed is thrown away by any choice but 'Take theirs',
 * which asks for nothing more because 'Copy my text' is beside it.
 */
export function useConflictChoices<R>(record: { version?: number } | null, choices: Choices<R>) {
  const version = useBaseVersion(record);
  const [conflict, setConflict] = useState<Conflict<R> | null>(null);
  const theirsTaken = (current: R) => version.took(current);
  return {
    conflict,
    /** The version a save names (If-Match). */
    version: version.current,
    /** A save was made (or History restored a version): the form shows `answer`, the next save is from its version. */
    saved: (answer?: unknown) => {
      if (answer !== undefined) version.took(answer);
      setConflict(null);
    },
    /** After a failed save: a refusal over a colleague's save opens the panel; other failures leave it as it is. */
    failed: (error: unknown) => {
      if (!isConflict(error)) return;
      const { current, by, at } = error.body;
      setConflict({ current: current as R, by: by ?? null, at });
    },
    keepMine: () => {
      if (!conflict) return;
      // Saved over theirs on purpose: from their version, which the server then checks like any other.
      theirsTaken(conflict.current);
      choices.resubmit();
    },
    takeTheirs: () => {
      if (!conflict) return;
      theirsTaken(conflict.current);
      choices.fill(conflict.current);
      setConflict(null);
      notify.success(W.tookTheirs);
    },
    copyMine: async () => {
      try {
        await navigator.clipboard.writeText(choices.mineAsText());
        notify.success(choices.copied ?? W.copied);
      } catch {
        notify.error(W.copyFailed);
      }
    },
  };
}
