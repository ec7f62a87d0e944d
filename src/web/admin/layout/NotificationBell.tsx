import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';

/**
 * The bell of SPEC 2.8: while the notification status is 1 it counts and lists the three sample
 * notices; otherwise the list says 'No notifications'. 'Mark all as read' sets the status to 0.
 */
export function NotificationBell() {
  const [status, setStatus] = useState(1);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const notices = status === 1 ? ADMIN_FRAME.sampleNotices : [];

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

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
        {notices.length > 0 && (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-1 grid min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-4.5 font-bold text-white"
          >
            {notices.length}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-2 w-72 rounded-xl border border-ink-900/10 bg-white py-2 shadow-xl"
        >
          <p className="px-4 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {ADMIN_FRAME.notifications}
          </p>
          {notices.length ? (
            <>
              <ul>
                {notices.map((notice) => (
                  <li key={notice} className="px-4 py-2 text-sm text-ink-700">
                    {notice}
                  </li>
                ))}
              </ul>
              <div className="border-t border-ink-900/5 px-4 pt-2">
                <button
                  type="button"
                  onClick={() => setStatus(0)}
                  className="text-sm font-medium text-brand-700 hover:text-brand-800"
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
