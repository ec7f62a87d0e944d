import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import type { ConflictPanelProps } from './ConflictPanel';
import { type ConflictLabels, textOf } from './conflict';
import { useConflictChoices } from './useConflictChoices';

interface Options<F extends FieldValues, R, C, O> {
  form: UseFormReturn<F, C, O>;
  /** The record the form opened on (null while adding: nothing to conflict with). */
  record: { version?: number } | null;
  /** A record as the form's values: theirs is shown, and taken, this way. */
  toForm: (record: R) => F;
  /** The fields the panel compares and 'Copy my text' copies, with their labels. */
  labels: ConflictLabels;
  /** Saves the form again ('Keep mine'). */
  resubmit: () => void;
}

/**
 * The conflict panel of a react-hook-form form (issue 25): the version to save from, what to do after a save or a
 * refusal, and the panel's props while a colleague's save stands in the way (null otherwise). 'Take theirs' resets
 * the form to their record, so what is left unsaved is only what is typed after.
 */
export function useFormConflict<F extends FieldValues, R, C = unknown, O = F>({
  form,
  record,
  toForm,
  labels,
  resubmit,
}: Options<F, R, C, O>) {
  const choices = useConflictChoices<R>(record, {
    resubmit,
    fill: (theirs) => form.reset(toForm(theirs)),
    mineAsText: () => textOf(labels, form.getValues()),
  });
  const { conflict } = choices;
  // While the panel shows, it follows what is typed: each change draws the form again, and the panel reads it anew.
  useWatch({ control: form.control, disabled: conflict === null });
  const panel: ConflictPanelProps | null = conflict && {
    conflict,
    labels,
    theirs: toForm(conflict.current),
    mine: form.getValues(),
    onKeepMine: choices.keepMine,
    onTakeTheirs: choices.takeTheirs,
    onCopyMine: () => void choices.copyMine(),
  };
  return { version: choices.version, saved: choices.saved, failed: choices.failed, panel };
}
