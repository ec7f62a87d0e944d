import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/admin-messages';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import { type AdminProfile, type ProfileInput, profileInput } from '../../../shared/schemas/auth';
import { TextField } from '../../components/TextField';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { api } from '../lib/api';
import { fieldErrors } from '../lib/errors';
import { notify } from '../lib/notify';

/** The administrator's name and e-mail address; the name can be changed here. */
export function NameForm({ admin, onSaved }: { admin: AdminProfile; onSaved: (admin: AdminProfile) => void }) {
  const save = useMutation({ mutationFn: api.updateProfile });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, z.output<typeof profileInput>>({
    resolver: zodResolver(profileInput),
    defaultValues: { name: admin.name },
  });
  useUnsavedChanges(isDirty);

  const onSubmit = (input: z.output<typeof profileInput>) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        reset({ name: saved.name });
        notify.success(AUTH_MESSAGES.nameSaved);
        onSaved(saved);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields.name) setError('name', { message: fields.name });
        notify.error(AUTH_MESSAGES.nameSaveFailed);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={W.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <div>
          <p className="block text-sm font-medium text-ink-900">{W.email}</p>
          <p className="mt-1.5 py-2.5 text-ink-900">{admin.email}</p>
        </div>
      </div>
      <FormActions submitLabel={W.saveName} busy={save.isPending} busyLabel={W.saving} />
    </form>
  );
}
