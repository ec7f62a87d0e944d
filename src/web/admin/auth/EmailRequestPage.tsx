import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { sendOtpInput } from '../../../shared/schemas/auth';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { errorMessage } from './errors';
import { recovery } from './storage';

export function EmailRequestPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof sendOtpInput>>({
    resolver: zodResolver(sendOtpInput),
    defaultValues: { email: recovery.email() ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authApi.sendOtp(email);
      recovery.clear();
      recovery.setEmail(email.trim());
      navigate('/verifyotp');
    } catch (e) {
      setError(errorMessage(e, AUTH_MESSAGES.sendOtpFailed, AUTH_MESSAGES.sendOtpError));
    }
  });

  return (
    <AuthLayout title="Forgot your password?" intro={AUTH_WORDS.emailRequestIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={AUTH_WORDS.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full rounded-lg disabled:opacity-60">
          {isSubmitting ? AUTH_WORDS.sending : AUTH_WORDS.sendCode}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800">
            {AUTH_WORDS.backToLogin}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
