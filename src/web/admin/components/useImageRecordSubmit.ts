import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '../lib/errors';
import { toFormData } from '../lib/form-data';
import { notify } from '../lib/notify';
import { useUnsavedChanges } from './unsaved';
import type { useImageField } from './useImageField';

interface Options<Values extends FieldValues, Output extends Record<string, unknown>> {
  form: UseFormReturn<Values, unknown, Output>;
  image: ReturnType<typeof useImageField>;
  /** Adding a record, which needs an image (SPEC 5); an edit keeps the current one unless another is chosen. */
  creating: boolean;
  /** The fields whose server messages show by the field (the image's shows by the picker). */
  fields: readonly Path<Values>[];
  /** Sends the multipart body, reporting the upload's progress. */
  send: (body: FormData, onProgress: (percent: number) => void) => Promise<unknown>;
  /** The toast on success. */
  succeeded: string;
  /** The toast on failure, from what went wrong. */
  failed: (error: unknown) => string;
  onSaved: () => void;
}

/**
 * The submit handler of a back-office form with an image (products, services, team, growth steps): the
 * fields checked by the form's schema and the image by `useImageField`, then one multipart save with its
 * upload progress, a toast either way, and the server's field messages put back by their fields. A changed
 * field or a chosen image counts as unsaved until the save (leaving asks first).
 */
export function useImageRecordSubmit<Values extends FieldValues, Output extends Record<string, unknown>>(
  options: Options<Values, Output>,
) {
  const { form, image } = options;
  useUnsavedChanges(form.formState.isDirty || image.file !== null || image.chosen !== null);
  // The one rule the schema cannot see; its message shows with the fields' messages.
  const imageMissing = () => image.requireFor(options.creating);

  return form.handleSubmit(async (values) => {
    if (imageMissing()) return;
    try {
      const { files, values: chosen } = image.parts('image');
      await image.upload((onProgress) => options.send(toFormData({ ...values, ...chosen }, files), onProgress));
      notify.success(options.succeeded);
      options.onSaved();
    } catch (error) {
      const messages = fieldErrors(error);
      for (const name of options.fields) {
        const message = messages[name];
        if (message) form.setError(name, { message });
      }
      image.setServerError(messages.image);
      notify.error(options.failed(error));
    }
  }, imageMissing);
}
