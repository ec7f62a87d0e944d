import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { CONTACT_INFO_WORDS as W } from '../../../shared/admin-words/singles';
import { type ContactInfoInput, contactInfoInput } from '../../../shared/schemas/admin-inputs';
import type { ContactInfo } from '../../../shared/schemas/content';
import { ApiError } from '../../api/client';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { useFormConflict } from '../components/useFormConflict';
import { fieldErrors, unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { useSaveContactInfo } from './api';

const valuesOf = (record: ContactInfo | null): ContactInfoInput => ({
  location: record?.location ?? '',
  phone: record?.phone ?? '',
  email: record?.email ?? '',
  hours: record?.hours ?? '',
});

/**
 * 'Create Contact Information' when there is none yet, else 'Update Contact Information'. As in SPEC 8, an
 * answer refusing the save says the update failed; no answer at all gets the longer 'An error occurred...'.
 */
export function ContactInfoForm({
  record,
  onCancel,
  onSaved,
}: {
  record: ContactInfo | null;
  onCancel?: () => void;
  onSaved: (created: boolean) => void;
}) {
  const save = useSaveContactInfo();
  const form = useForm<ContactInfoInput>({ resolver: zodResolver(contactInfoInput), defaultValues: valuesOf(record) });
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
    labels: W.fields,
    resubmit: () => void submit(),
  });
  useUnsavedChanges(isDirty);
  const title = creating ? W.createTitle : W.updateTitle;

  const onSubmit = (input: ContactInfoInput) =>
    save.mutate(
      { id: record?._id ?? null, input, version: conflict.version() },
      {
        onSuccess: (saved) => {
          // What was saved is now the form's starting point: nothing is left unsaved, and the next save is made
          // from the version it made.
          conflict.saved(saved);
          reset(input);
          onSaved(creating);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            setError(field as Path<ContactInfoInput>, { message });
          }
          conflict.failed(error);
          notify.error(
            error instanceof ApiError
              ? unlessConflict(error, ADMIN_OUTCOMES.contactInfoUpdateFailed)
              : ADMIN_OUTCOMES.contactInfoError,
          );
        },
      },
    );

  const submit = handleSubmit(onSubmit);
  return (
    <form noValidate aria-labelledby="contact-info-form-title" onSubmit={submit} className="space-y-5">
      <h2 id="contact-info-form-title" className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {conflict.panel && <ConflictPanel {...conflict.panel} />}
      <TextField
        label={W.fields.location}
        autoComplete="off"
        error={errors.location?.message}
        {...register('location')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={W.fields.phone}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={W.fields.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div>
        <TextField
          label={W.fields.hours}
          placeholder={W.hoursPlaceholder}
          error={errors.hours?.message}
          {...register('hours')}
        />
        {!errors.hours && <p className="mt-1.5 text-xs text-ink-500">{W.hoursHint}</p>}
      </div>
      <FormActions
        submitLabel={creating ? W.create : W.update}
        busy={save.isPending}
        busyLabel={W.saving}
        {...(onCancel ? { onCancel, cancelLabel: W.cancel } : {})}
        history={
          record
            ? {
                type: 'contact-info',
                id: record._id,
                onRestored: (restored) => {
                  conflict.saved(restored);
                  reset(valuesOf(restored as ContactInfo));
                },
              }
            : undefined
        }
      />
    </form>
  );
}
