import { CircleAlert, Inbox, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';

/** 'Loading ...' while a section's data arrives; announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-500">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{text}</span>
    </div>
  );
}

/** A failed load, in red, with 'Try Again' where the spec has one. */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-8 text-red-600" />
      <p className="mt-3 font-semibold text-red-800">{title}</p>
      {message && <p className="mt-1 text-sm text-red-700">{message}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn-secondary mt-5 py-2">
          {ADMIN_FRAME.tryAgain}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-ink-900/15 bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-8 text-ink-500" />
      <p className="mt-3 font-semibold text-ink-900">{title}</p>
      {text && <p className="mt-1 text-sm text-ink-500">{text}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
