import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/admin-messages';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import { passwordChangeInput } from '../../../shared/schemas/auth';
import { TextField } from '../../components/TextField';
import { session } from '../auth/storage';
import { FormActions } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { api } from '../lib/api';
import { fieldErrors, messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

/** The server's rules, plus the repeat that only the form asks for. */
const passwordForm = passwordChangeInput
  .extend({ repeatPassword: z.string() })
  .refine((input) => input.newPassword === input.repeatPassword, {
    path: ['repeatPassword'],
    error: AUTH_MESSAGES.passwordsDoNotMatch,
  });
type PasswordFormInput = z.input<typeof passwordForm>;
const EMPTY: PasswordFormInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Change the password: the current one proves it is you. Every other device is signed out; this one
 * goes on with the new token the server answers.
 */
export function PasswordForm() {
  const queryClient = useQueryClient();
  const change = useMutation({ mutationFn: api.changePassword });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PasswordFormInput, unknown, z.output<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: EMPTY,
  });
  useUnsavedChanges(isDirty);

  const onSubmit = ({ currentPassword, newPassword }: z.output<typeof passwordForm>) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ token, message }) => {
          session.save(token);
          reset(EMPTY);
          notify.success(message);
          void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            setError(field as Path<PasswordFormInput>, { message });
          }
          notify.error(messageOf(error, AUTH_MESSAGES.passwordChangeFailed));
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        label={W.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={W.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label={W.repeatPassword}
          type="password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
      </div>
      <p className="text-sm text-ink-500">{W.passwordHint}</p>
      <FormActions submitLabel={W.changePassword} busy={change.isPending} busyLabel={W.changing} />
    </form>
  );
}
