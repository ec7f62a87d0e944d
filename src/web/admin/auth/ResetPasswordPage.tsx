import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { RESET_REDIRECT_MS } from '../../../shared/limits';
import { newPassword } from '../../../shared/schemas/auth';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { errorMessage } from './errors';
import { recovery } from './storage';

const resetForm = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsDoNotMatch,
  });
type ResetForm = z.infer<typeof resetForm>;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [email] = useState(recovery.email);
  const [resetToken] = useState(recovery.resetToken);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Asked for only when the server says two-factor sign-in is on for this account.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/SuccessMessage'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!email || !resetToken) return <Navigate to={email ? '/verifyotp' : '/emailrequest'} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await authApi.resetPassword({
        email,
        newPassword: values.newPassword,
        resetToken,
        ...(needsCode ? { code } : {}),
      });
      recovery.clear();
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.body.code === 'TWO_FACTOR_REQUIRED') setNeedsCode(true);
      setError(errorMessage(e, AUTH_MESSAGES.resetFailed, AUTH_MESSAGES.resetError));
    }
  });

  return (
    <AuthLayout title="Set a new password" intro={AUTH_WORDS.resetIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {done && <Alert tone="success">{AUTH_MESSAGES.passwordReset}</Alert>}
        <TextField
          label={AUTH_WORDS.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={AUTH_WORDS.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {needsCode && (
          <TextField
            label={AUTH_WORDS.resetTwoFactorCode}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <button
          type="submit"
          disabled={isSubmitting || done}
          className="btn-primary w-full rounded-lg disabled:opacity-60"
        >
          {isSubmitting ? AUTH_WORDS.saving : AUTH_WORDS.resetPassword}
        </button>
      </form>
    </AuthLayout>
  );
}
