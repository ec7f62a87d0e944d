import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '../lib/errors';
import { toFormData } from '../lib/form-data';
import { notify } from '../lib/notify';
import type { ConflictLabels } from './conflict';
import { useUnsavedChanges } from './unsaved';
import { useFormConflict } from './useFormConflict';
import type { useImageField } from './useImageField';

interface Options<Values extends FieldValues, Output extends Record<string, unknown>, R> {
  form: UseFormReturn<Values, unknown, Output>;
  image: ReturnType<typeof useImageField>;
  /**
   * The record edited, or null when adding one, which needs an image (SPEC 5); an edit keeps the current one
   * unless another is chosen.
   */
  record: R | null;
  /** A record as the form's values (a colleague's, for the conflict panel and 'Take theirs'). */
  toForm: (record: R) => Values;
  /** The fields the conflict panel compares and 'Copy my text' copies, with their labels (issue 25). */
  labels: ConflictLabels;
  /** The fields whose server messages show by the field (the image's shows by the picker). */
  fields: readonly Path<Values>[];
  /** Sends the multipart body from `version` (the record's the form started from), reporting the upload's progress. */
  send: (body: FormData, onProgress: (percent: number) => void, version: number | undefined) => Promise<unknown>;
  /** The toast on success. */
  succeeded: string;
  /** The toast on failure, from what went wrong. */
  failed: (error: unknown) => string;
  onSaved: () => void;
}

/**
 * The submit handler of a back-office form with an image (products, services, team, growth steps): the
 * fields checked by the form's schema and the image by `useImageField`, then one multipart save with its
 * upload progress, a toast either way, and the server's field messages put back by their fields. A save refused
 * over a colleague's opens the conflict panel (`conflict`, its props). A changed field or a chosen image counts as
 * unsaved until the save (leaving asks first).
 */
export function useImageRecordSubmit<
  Values extends FieldValues,
  Output extends Record<string, unknown>,
  R extends { version?: number },
>(options: Options<Values, Output, R>) {
  const { form, image, record } = options;
  useUnsavedChanges(form.formState.isDirty || image.file !== null || image.chosen !== null);
  // The one rule the schema cannot see; its message shows with the fields' messages.
  const imageMissing = () => image.requireFor(record === null);
  const conflict = useFormConflict({
    form,
    record,
    toForm: options.toForm,
    labels: options.labels,
    resubmit: () => void submit(),
  });

  const submit = form.handleSubmit(async (values) => {
    if (imageMissing()) return;
    try {
      const { files, values: chosen } = image.parts('image');
      await image.upload((onProgress) =>
        options.send(toFormData({ ...values, ...chosen }, files), onProgress, conflict.version()),
      );
      conflict.saved();
      notify.success(options.succeeded);
      options.onSaved();
    } catch (error) {
      const messages = fieldErrors(error);
      for (const name of options.fields) {
        const message = messages[name];
        if (message) form.setError(name, { message });
      }
      image.setServerError(messages.image);
      conflict.failed(error);
      notify.error(options.failed(error));
    }
  }, imageMissing);

  return { submit, conflict: conflict.panel };
}
