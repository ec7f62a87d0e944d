import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../../../shared/admin-messages';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import type { TwoFactorSetup } from '../../../shared/schemas/auth';
import { TextField } from '../../components/TextField';
import { Panel } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { api } from '../lib/api';
import { fieldErrors } from '../lib/errors';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

/** A code box with its submit button, for turning two-factor sign-in on and off. */
function CodeForm({
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="sm:w-64"
        label={W.code}
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className="btn-primary py-2.5 disabled:opacity-60">
          {busy ? W.working : submitLabel}
        </button>
        {onCancel && (
          <button type="button" disabled={busy} onClick={onCancel} className="btn-secondary py-2.5">
            {W.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

const codeError = (error: unknown) => fieldErrors(error).code ?? AUTH_MESSAGES.twoFactorCodeInvalid;

/** Two-factor sign-in on the profile page: turn it on (QR code, key, first code, recovery codes) or off. */
export function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.twoFactor, queryFn: api.twoFactor });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });

  const start = useMutation({ mutationFn: api.startTwoFactor, onSuccess: setSetup });
  const turnOn = useMutation({
    mutationFn: api.enableTwoFactor,
    onSuccess: ({ recoveryCodes: codes }) => {
      setSetup(null);
      setRecoveryCodes(codes);
      notify.success(W.turnedOn);
      void refresh();
    },
  });
  const turnOff = useMutation({
    mutationFn: api.disableTwoFactor,
    onSuccess: () => {
      notify.success(W.turnedOff);
      void refresh();
    },
  });

  return (
    <Panel className="mt-6">
      <h2 className="text-lg font-semibold text-ink-900">{W.twoFactorTitle}</h2>
      {status.isPending ? (
        <LoadingState text={W.twoFactorLoading} />
      ) : status.isError ? (
        <ErrorState title={W.twoFactorFailed} onRetry={() => void status.refetch()} />
      ) : recoveryCodes ? (
        <div className="mt-3">
          <h3 className="font-semibold text-ink-900">{W.recoveryTitle}</h3>
          <p className="mt-1 text-sm text-ink-500">{W.recoveryIntro}</p>
          <ul aria-label={W.recoveryTitle} className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded-lg bg-slate-100 px-3 py-2 text-center text-ink-900">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" className="btn-primary mt-5 py-2.5" onClick={() => setRecoveryCodes(null)}>
            {W.recoverySaved}
          </button>
        </div>
      ) : status.data.enabled ? (
        <div className="mt-1 space-y-4">
          <p className="text-sm text-ink-700">{W.twoFactorOn(status.data.recoveryCodesLeft)}</p>
          <p className="text-sm text-ink-500">{W.turnOffIntro}</p>
          <CodeForm
            submitLabel={W.turnOff}
            busy={turnOff.isPending}
            error={turnOff.isError ? codeError(turnOff.error) : undefined}
            onSubmit={(code) => turnOff.mutate(code)}
          />
        </div>
      ) : setup ? (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-ink-700">{W.scanIntro}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={setup.qrCode}
              alt={W.qrAlt}
              width={200}
              height={200}
              className="rounded-lg border border-ink-900/10"
            />
            <div>
              <p className="text-sm font-medium text-ink-900">{W.secretLabel}</p>
              <code className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-ink-900">
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
          </div>
          <CodeForm
            submitLabel={W.confirmOn}
            busy={turnOn.isPending}
            error={turnOn.isError ? codeError(turnOn.error) : undefined}
            onSubmit={(code) => turnOn.mutate(code)}
            onCancel={() => setSetup(null)}
          />
        </div>
      ) : (
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-700">{W.twoFactorOff}</p>
          <button
            type="button"
            className="btn-secondary shrink-0 py-2"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            {W.turnOn}
          </button>
        </div>
      )}
    </Panel>
  );
}
