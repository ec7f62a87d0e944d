import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { dismiss, type Notice, useNotices } from '../lib/notify';

function NoticeCard({ notice }: { notice: Notice }) {
  const success = notice.tone === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg transition duration-300 starting:translate-y-2 starting:opacity-0 ${
        success ? 'border-emerald-200' : 'border-red-200'
      }`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${success ? 'text-emerald-600' : 'text-red-600'}`} />
      <p className="flex-1 text-sm font-medium text-ink-900">{notice.text}</p>
      <button
        type="button"
        onClick={() => dismiss(notice.id)}
        aria-label={ADMIN_FRAME.dismiss}
        className="-m-1 rounded-md p-1 text-ink-500 transition hover:bg-slate-100 hover:text-ink-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Where the toasts appear. Both live regions are always present, so each new toast is announced. */
export function Toaster() {
  const notices = useNotices();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6">
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {notices
          .filter((n) => n.tone === 'success')
          .map((n) => (
            <NoticeCard key={n.id} notice={n} />
          ))}
      </div>
      <div role="alert" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {notices
          .filter((n) => n.tone === 'error')
          .map((n) => (
            <NoticeCard key={n.id} notice={n} />
          ))}
      </div>
    </div>
  );
}
