import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { INVITE_PAGE_WORDS as W } from '../../../shared/admin-words/staff';
import { ROLE_WORDS, type Role } from '../../../shared/roles';
import { acceptInvitationInput } from '../../../shared/schemas/staff';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { errorMessage } from './errors';
import { session } from './storage';

const inviteForm = acceptInvitationInput
  .omit({ token: true })
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: W.mismatch });
type InviteForm = z.input<typeof inviteForm>;

/** /invite/{token}: the link mailed to a new colleague (issue 13); a name and a password make their account. */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteForm, unknown, z.output<typeof inviteForm>>({
    resolver: zodResolver(inviteForm),
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A link used, revoked, replaced or too old says so before anyone types a name and a password (issue 25).
  const [invitation, setInvitation] = useState<
    { state: 'checking' } | { state: 'open'; email: string; role: Role } | { state: 'gone'; message: string }
  >({ state: 'checking' });
  useEffect(() => {
    let current = true;
    authApi.checkInvitation(token).then(
      ({ email, role }) => current && setInvitation({ state: 'open', email, role }),
      (failure: unknown) => current && setInvitation({ state: 'gone', message: errorMessage(failure, W.failed) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setError(null);
    try {
      const result = await authApi.acceptInvitation({ token, name, password });
      session.save(result.token);
      navigate('/admin');
    } catch (e) {
      setError(errorMessage(e, W.failed));
    }
  });

  if (invitation.state === 'checking') {
    return (
      <AuthLayout title={W.title} intro={W.intro}>
        <p role="status" className="text-sm text-ink-500">
          {W.checking}
        </p>
      </AuthLayout>
    );
  }
  if (invitation.state === 'gone') {
    return (
      <AuthLayout title={W.title} intro={W.intro}>
        <Alert tone="error">
          {invitation.message}{' '}
          <Link to="/login" className="font-semibold underline">
            {W.toLogin}
          </Link>
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={W.title} intro={W.intro}>
      <p className="mb-5 text-sm text-ink-700">{W.invitedAs(invitation.email, ROLE_WORDS[invitation.role].name)}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && (
          <Alert tone="error">
            {error}{' '}
            <Link to="/login" className="font-semibold underline">
              {W.toLogin}
            </Link>
          </Alert>
        )}
        <TextField label={W.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={W.password}
          type="password"
          autoComplete="new-password"
          hint={W.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={W.confirm}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full rounded-lg disabled:opacity-60">
          {isSubmitting ? W.submitting : W.submit}
        </button>
      </form>
    </AuthLayout>
  );
}
