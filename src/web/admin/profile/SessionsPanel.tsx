import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import type { SessionInfo } from '../../../shared/schemas/auth';
import { longDate } from '../../../shared/text';
import { signOut } from '../auth/sign-out';
import { session } from '../auth/storage';
import { useConfirm } from '../components/ConfirmDialog';
import { Panel } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const when = (iso: string) => `${longDate(iso)}, ${TIME.format(new Date(iso))}`;

/** The administrator's open sessions, each with 'Sign out', and 'Sign out everywhere'. */
export function SessionsPanel() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const sessions = useQuery({ queryKey: queryKeys.sessions, queryFn: api.sessions });

  const toLogin = () => navigate('/login', { replace: true });
  const endOne = useMutation({
    mutationFn: async (target: SessionInfo) => {
      if (target.current) return signOut().then(toLogin);
      await api.endSession(target._id);
      notify.success(ADMIN_FRAME.sessionEnded);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
    onError: () => notify.error(ADMIN_FRAME.signOutFailed),
  });
  const endAll = useMutation({
    mutationFn: async () => {
      if (!(await confirm(ADMIN_FRAME.signOutEverywhereConfirm, { confirmLabel: ADMIN_FRAME.signOutEverywhere })))
        return;
      await api.endAllSessions();
      // This session is closed too: forget its token (asking the server to close it again would be refused).
      session.clear();
      toLogin();
    },
    onError: () => notify.error(ADMIN_FRAME.signOutFailed),
  });

  return (
    <Panel className="mt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-ink-900">{ADMIN_FRAME.sessionsTitle}</h2>
          <p className="mt-1 text-sm text-ink-500">{ADMIN_FRAME.sessionsIntro}</p>
        </div>
        <button
          type="button"
          className="btn-secondary shrink-0 py-2"
          disabled={endAll.isPending || !sessions.data}
          onClick={() => endAll.mutate()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {ADMIN_FRAME.signOutEverywhere}
        </button>
      </div>
      {sessions.isPending ? (
        <LoadingState text={ADMIN_FRAME.sessionsLoading} />
      ) : sessions.isError ? (
        <ErrorState title={ADMIN_FRAME.sessionsFailed} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="mt-5 divide-y divide-ink-900/5">
          {sessions.data.map((item) => (
            <li key={item._id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-start gap-3">
                {/(iOS|Android)$/.test(item.device) ? (
                  <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
                ) : (
                  <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
                )}
                <div>
                  <p className="font-medium text-ink-900">
                    {item.device}
                    {item.current && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        {ADMIN_FRAME.thisDevice}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-sm text-ink-500">
                    {ADMIN_FRAME.lastSeen} {when(item.lastSeenAt)} · {ADMIN_FRAME.signedInOn} {when(item.createdAt)}
                  </p>
                </div>
              </div>
              <button
                type="button"
                className="btn-secondary shrink-0 self-start whitespace-nowrap py-1.5 text-sm sm:self-auto"
                disabled={endOne.isPending}
                aria-label={`${ADMIN_FRAME.signOut}: ${item.device}${item.current ? ` (${ADMIN_FRAME.thisDevice})` : ''}`}
                onClick={() => endOne.mutate(item)}
              >
                {ADMIN_FRAME.signOut}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
