import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { ABOUT_WORDS as W } from '../../../shared/admin-words/singles';
import { type AboutUsInput, aboutUsInput } from '../../../shared/schemas/admin-inputs';
import type { AboutUs } from '../../../shared/schemas/content';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { useBaseVersion } from '../components/useBaseVersion';
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

/** The four required texts of the About page: 'Save Data' when none is saved yet, else 'Update Data' (SPEC 2.8). */
export function AboutForm({ record }: { record: AboutUs | null }) {
  const save = useSaveAboutUs();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<AboutUsInput>({ resolver: zodResolver(aboutUsInput), defaultValues: valuesOf(record) });
  const creating = !record;
  const version = useBaseVersion(record);
  useUnsavedChanges(isDirty);

  const onSubmit = (input: AboutUsInput) =>
    save.mutate(
      { id: record?._id ?? null, input, version: version.current() },
      {
        onSuccess: (saved) => {
          // What was saved is now the form's starting point: nothing is left unsaved, and the next save is made
          // from the version it made.
          version.took(saved);
          reset(input);
          notify.success(creating ? ADMIN_OUTCOMES.aboutSaved : ADMIN_OUTCOMES.aboutUpdated);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            setError(field as Path<AboutUsInput>, { message });
          }
          notify.error(unlessConflict(error, ADMIN_OUTCOMES.aboutSaveFailed));
        },
      },
    );

  const { fields: F } = W;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
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
                  version.took(restored);
                  reset(valuesOf(restored as AboutUs));
                },
              }
            : undefined
        }
      />
    </form>
  );
}
