import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { CODE_LENGTH } from '../../../shared/limits';
import { Alert } from '../../components/Alert';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { CodeInput } from './CodeInput';
import { errorMessage } from './errors';
import { recovery } from './storage';

export function VerifyOtpPage() {
  const navigate = useNavigate();
  const [email] = useState(recovery.email);
  const [code, setCode] = useState<string[]>(Array(CODE_LENGTH).fill(''));
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!email) return <Navigate to="/emailrequest" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setInfo(null);
    const otp = code.join('');
    if (otp.length !== CODE_LENGTH) {
      setError(AUTH_MESSAGES.otpRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { resetToken } = await authApi.verifyOtp(email, otp);
      recovery.setResetToken(resetToken);
      navigate('/resetpassword');
    } catch (e) {
      setError(errorMessage(e, AUTH_MESSAGES.otpInvalid, AUTH_MESSAGES.verifyOtpError));
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const { message } = await authApi.sendOtp(email);
      setCode(Array(CODE_LENGTH).fill(''));
      setInfo(message);
    } catch (e) {
      setError(errorMessage(e, AUTH_MESSAGES.sendOtpFailed, AUTH_MESSAGES.sendOtpError));
    }
  };

  return (
    <AuthLayout title={AUTH_WORDS.verifyTitle} intro={AUTH_WORDS.verifyIntro(email)}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {error && <Alert tone="error">{error}</Alert>}
        {info && <Alert tone="success">{info}</Alert>}
        <CodeInput value={code} onChange={setCode} invalid={Boolean(error)} />
        <button type="submit" disabled={busy} className="btn-primary w-full rounded-lg disabled:opacity-60">
          {busy ? AUTH_WORDS.verifying : AUTH_WORDS.verify}
        </button>
        <div className="flex items-center justify-between text-sm">
          <p className="text-ink-500">
            Didn&apos;t get it?{' '}
            <button type="button" onClick={resend} className="font-medium text-brand-700 hover:text-brand-800">
              {AUTH_WORDS.clickToResend}
            </button>
          </p>
          <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800">
            {AUTH_WORDS.backToLogin}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
