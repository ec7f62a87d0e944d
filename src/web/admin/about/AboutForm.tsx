import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { ABOUT_WORDS as W } from '../../../shared/admin-words/singles';
import { type AboutUsInput, aboutUsInput } from '../../../shared/schemas/admin-inputs';
import type { AboutUs } from '../../../shared/schemas/content';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { useFormConflict } from '../components/useFormConflict';
import { fieldErrors, unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { AboutField } from './AboutField';
import { useSaveAboutUs } from './api';

const valuesOf = (record: AboutUs | null): AboutUsInput => ({
  title: record?.title ?? '',
  description: record?.description ?? '',
  aboutTitle: record?.aboutTitle ?? '',
  aboutDescription: record?.aboutDescription ?? '',
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = {
  title: W.fields.title.label,
  description: W.fields.description.label,
  aboutTitle: W.fields.aboutTitle.label,
  aboutDescription: W.fields.aboutDescription.label,
};

/** The four required texts of the About page: 'Save Data' when none is saved yet, else 'Update Data' (SPEC 2.8). */
export function AboutForm({ record }: { record: AboutUs | null }) {
  const save = useSaveAboutUs();
  const form = useForm<AboutUsInput>({ resolver: zodResolver(aboutUsInput), defaultValues: valuesOf(record) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const creating = !record;
  const conflict = useFormConflict({
    form,
    record,
    toForm: valuesOf,
    labels: LABELS,
    resubmit: () => void submit(),
  });
  useUnsavedChanges(isDirty);

  const onSubmit = (input: AboutUsInput) =>
    save.mutate(
      { id: record?._id ?? null, input, version: conflict.version() },
      {
        onSuccess: (saved) => {
          // What was saved is now the form's starting point: nothing is left unsaved, and the next save is made
          // from the version it made.
          conflict.saved(saved);
          reset(input);
          notify.success(creating ? ADMIN_OUTCOMES.aboutSaved : ADMIN_OUTCOMES.aboutUpdated);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            setError(field as Path<AboutUsInput>, { message });
          }
          conflict.failed(error);
          notify.error(unlessConflict(error, ADMIN_OUTCOMES.aboutSaveFailed));
        },
      },
    );

  const submit = handleSubmit(onSubmit);
  const { fields: F } = W;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {conflict.panel && <ConflictPanel {...conflict.panel} />}
      <AboutField {...F.title} error={errors.title?.message} {...register('title')} />
      <AboutField {...F.description} multiline error={errors.description?.message} {...register('description')} />
      <AboutField {...F.aboutTitle} error={errors.aboutTitle?.message} {...register('aboutTitle')} />
      <AboutField
        {...F.aboutDescription}
        multiline
        error={errors.aboutDescription?.message}
        {...register('aboutDescription')}
      />
      <FormActions
        submitLabel={creating ? W.save : W.update}
        busy={save.isPending}
        busyLabel={W.saving}
        history={
          record
            ? {
                type: 'aboutus',
                id: record._id,
                onRestored: (restored) => {
                  conflict.saved(restored);
                  reset(valuesOf(restored as AboutUs));
                },
              }
            : undefined
        }
      />
    </form>
  );
}
