import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { fieldErrors, messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { useConfirm } from './ConfirmDialog';
import type { ConflictLabels } from './conflict';
import { useUnsavedChanges } from './unsaved';
import { useFormConflict } from './useFormConflict';

/** A document's save: the form's values, and the version they were made from (none before the first save). */
export interface DocumentSave<I> {
  input: I;
  version?: number | undefined;
}

interface Options<F extends FieldValues, I, D> {
  form: UseFormReturn<F, unknown, I>;
  /** The document the form opened on (null: none written yet); its version is what the first save is made from. */
  doc: { version?: number } | null;
  save: UseMutationResult<D, Error, DocumentSave<I>>;
  /** The saved document as form values: the form starts again from what the server stored. */
  toForm: (saved: D) => F;
  words: { saved: string; saveFailed: string };
  /** The fields the conflict panel compares and 'Copy my text' copies (issue 25), with their labels. */
  labels: ConflictLabels;
  /** Where a server field key ('sections.0.title') lives in the form, when the form is shaped differently. */
  fieldPath?: (key: string) => string;
}

/**
 * Saving a document editor: the validated values go to the API with the version they were made from; on success
 * the form takes the saved document (and its version, so that the next save is not refused as stale) and a toast
 * says so; a refusal puts each of the server's field messages by its field (its keys are the form's own paths,
 * 'sections.0.title') and a toast gives the server's message, which for a colleague's save since says so, and the
 * conflict panel shows theirs against yours; the form keeps everything typed.
 * While there are unsaved changes, leaving the page asks first; Discard goes back to the saved version.
 */
export function useDocumentForm<F extends FieldValues, I, D>({
  form,
  doc,
  save,
  toForm,
  words,
  labels,
  fieldPath = (key) => key,
}: Options<F, I, D>) {
  const confirm = useConfirm();
  const dirty = form.formState.isDirty;
  const conflict = useFormConflict({ form, record: doc, toForm, labels, resubmit: () => void onSubmit() });

  useUnsavedChanges(dirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ input: values, version: conflict.version() });
      conflict.saved(saved);
      form.reset(toForm(saved));
      notify.success(words.saved);
    } catch (error) {
      Object.entries(fieldErrors(error)).forEach(([key, message], index) => {
        form.setError(fieldPath(key) as Path<F>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      conflict.failed(error);
      notify.error(messageOf(error, words.saveFailed));
    }
  });

  const discard = async () => {
    if (await confirm(W.discardConfirm, { confirmLabel: W.discardConfirmLabel })) form.reset();
  };

  /** After 'History' restored a version: the form shows it, with nothing left unsaved. */
  const restored = (saved: Record<string, unknown>) => {
    conflict.saved(saved);
    form.reset(toForm(saved as D));
  };

  return {
    form,
    onSubmit,
    discard: dirty ? discard : undefined,
    busy: form.formState.isSubmitting,
    restored,
    conflict: conflict.panel,
  };
}
