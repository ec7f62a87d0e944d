import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { authApi } from './apis';
import { errorMessage } from './errors';
import { returnTo, session } from './storage';

/** The second step of signing in, with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) return setError(AUTH_MESSAGES.twoFactorCodeRequired);
    setError(null);
    setBusy(true);
    try {
      const { token } = await authApi.loginTwoFactor({ challenge, code: code.trim() });
      session.save(token);
      navigate(returnTo.take());
    } catch (e) {
      setError(errorMessage(e, AUTH_MESSAGES.loginFailed));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-ink-700">{AUTH_WORDS.twoFactorIntro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={AUTH_WORDS.twoFactorCode}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <p className="text-sm text-ink-500">{AUTH_WORDS.twoFactorHint}</p>
      <button type="submit" disabled={busy} className="btn-primary w-full rounded-lg disabled:opacity-60">
        {busy ? AUTH_WORDS.verifying : AUTH_WORDS.verify}
      </button>
      <button
        type="button"
        onClick={onRestart}
        className="w-full text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        {AUTH_WORDS.backToSignIn}
      </button>
    </form>
  );
}
