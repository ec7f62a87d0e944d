import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { type LoginInput, loginInput } from '../../../shared/schemas/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { errorMessage } from './errors';
import { loginNotice, returnTo, session } from './storage';
import { TwoFactorStep } from './TwoFactorStep';

export function LoginPage() {
  const navigate = useNavigate();
  const [notice] = useState(loginNotice.take);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await authApi.login(values);
      if ('twoFactorRequired' in result) return setChallenge(result.challenge);
      session.save(result.token);
      navigate(returnTo.take());
    } catch (e) {
      setError(errorMessage(e, AUTH_MESSAGES.loginFailed));
    }
  });

  if (challenge) {
    return (
      <AuthLayout title={AUTH_WORDS.twoFactorTitle} intro={AUTH_WORDS.signInIntro}>
        <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH_WORDS.signInTitle} intro={AUTH_WORDS.signInIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {notice && !error && <Alert tone="info">{notice}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={AUTH_WORDS.email}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={AUTH_WORDS.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-ink-700">
            {/* Ticked: a session of 30 days that slides with use; unticked, one working day (issue 25). */}
            <input
              type="checkbox"
              className="size-4 rounded border-ink-900/30 accent-brand-600"
              {...form.register('remember')}
            />
            {AUTH_WORDS.rememberPassword}
          </label>
          <Link to="/emailrequest" className="font-medium text-brand-700 hover:text-brand-800">
            {AUTH_WORDS.forgetPassword}
          </Link>
        </div>
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full rounded-lg disabled:opacity-60">
          {isSubmitting ? AUTH_WORDS.signingIn : AUTH_WORDS.signIn}
        </button>
      </form>
    </AuthLayout>
  );
}
