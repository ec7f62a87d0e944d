import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import { type EmailChangeInput, emailChangeInput } from '../../../shared/schemas/auth';
import { TextField } from '../../components/TextField';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { api } from '../lib/api';
import { fieldErrors, messageOf } from '../lib/errors';
import { notify } from '../lib/notify';

const EMPTY: EmailChangeInput = { email: '', currentPassword: '' };

/** A new e-mail address: the password proves it is you; a link mailed to the new address confirms it. */
export function EmailForm() {
  const change = useMutation({ mutationFn: api.changeEmail });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<EmailChangeInput, unknown, z.output<typeof emailChangeInput>>({
    resolver: zodResolver(emailChangeInput),
    defaultValues: EMPTY,
  });
  useUnsavedChanges(isDirty);

  const onSubmit = (input: z.output<typeof emailChangeInput>) =>
    change.mutate(input, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        notify.success(message);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        for (const [field, message] of Object.entries(fields)) {
          setError(field as Path<EmailChangeInput>, { message });
        }
        if (!fields.email && !fields.currentPassword) setError('email', { message: messageOf(error, W.emailFailed) });
        notify.error(messageOf(error, W.emailFailed));
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-sm text-ink-500">{W.emailIntro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={W.newEmail}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={W.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </div>
      <FormActions submitLabel={W.changeEmail} busy={change.isPending} busyLabel={W.sendingLink} />
    </form>
  );
}
