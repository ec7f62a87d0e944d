import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { AuthLayout } from './AuthLayout';
import { authApi } from './apis';
import { errorMessage } from './errors';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** /confirm-email/{token}: the link mailed to a new address; opening it makes the address the account's. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    let live = true;
    authApi
      .confirmEmail(token)
      .then(({ message }) => live && setState({ kind: 'done', message }))
      .catch(
        (error) => live && setState({ kind: 'failed', message: errorMessage(error, AUTH_MESSAGES.emailLinkInvalid) }),
      );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthLayout title={AUTH_WORDS.confirmEmailTitle}>
      <div className="space-y-6" aria-live="polite">
        {state.kind === 'working' ? (
          <p className="text-ink-700">{AUTH_WORDS.confirmingEmail}</p>
        ) : (
          <>
            {state.kind === 'done' ? (
              <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-14 text-red-600" />
            )}
            <p role={state.kind === 'failed' ? 'alert' : 'status'} className="text-lg text-ink-700">
              {state.message}
            </p>
            <Link to="/login" className="btn-primary w-full rounded-lg">
              {AUTH_WORDS.continue}
            </Link>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
