import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';
import { useDismiss } from '../lib/useDismiss';

/** How often the bell asks for news while the back office is open. */
const REFRESH_MS = 60_000;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The bell (SPEC 2.8, made real in issue 13): it counts the unread events and lists the newest, in the spec's
 * three notice texts: a contact message, a record added or changed by another administrator. Each opens where
 * it happened; 'Mark all as read' is kept for this administrator on every device; 'No notifications' when none.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const notifications = useQuery({
    queryKey: queryKeys.notifications,
    queryFn: api.notifications,
    refetchInterval: REFRESH_MS,
  });
  const markRead = useMutation({
    mutationFn: api.markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
  // The unread ones: once marked read, the list says 'No notifications' again (SPEC 2.8).
  const items = (notifications.data?.items ?? []).filter((item) => !item.read);
  const unread = notifications.data?.unread ?? 0;

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, root, dismiss);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative grid size-10 place-items-center rounded-full text-ink-500 transition hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {/* Named by its content, so the name holds the count one sees ('Notifications 3': label in name). */}
        <span className="sr-only">{ADMIN_FRAME.notifications} </span>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-1 grid min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-4.5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-4 top-16 z-30 rounded-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80 border border-ink-900/10 bg-white py-2 shadow-xl"
        >
          <p className="px-4 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {ADMIN_FRAME.notifications}
          </p>
          {items.length ? (
            <>
              <ul className="max-h-80 overflow-y-auto">
                {items.map((item) => (
                  <li key={item._id}>
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        navigate(item.link);
                      }}
                      className="flex w-full items-start gap-2.5 px-4 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                    >
                      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-ink-900">{item.message}</span>
                        {item.detail && (
                          <span className="block text-sm [overflow-wrap:anywhere] text-ink-700">{item.detail}</span>
                        )}
                        <time dateTime={item.at} className="block text-xs text-ink-500">
                          {WHEN.format(new Date(item.at))}
                        </time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="border-t border-ink-900/5 px-4 pt-2">
                <button
                  type="button"
                  onClick={() => markRead.mutate()}
                  disabled={markRead.isPending}
                  className="text-sm font-medium text-brand-700 hover:text-brand-800 disabled:text-ink-500"
                >
                  {ADMIN_FRAME.markAllRead}
                </button>
              </div>
            </>
          ) : (
            <p className="px-4 py-2 text-sm text-ink-500">{ADMIN_FRAME.noNotifications}</p>
          )}
        </div>
      )}
    </div>
  );
}
