import { useEffect } from 'react';
import { TOAST_MS } from '../../shared/limits';
import { icon, X_SHAPE } from './icon';

export interface ToastMessage {
  /** A new id restarts the timer, even for the same text. */
  id: number;
  tone: 'success' | 'error';
  text: string;
}

interface Props {
  toast: ToastMessage | null;
  /** Called when the toast's time is up or its dismiss button is pressed; keep it stable (useCallback). */
  onDismiss: () => void;
  dismissLabel?: string;
}

/* Icons built once (docs/decisions/011-constant-elements.md): every public page with a form renders the toasts'
   templates. */
const ICON_CLASS = 'mt-0.5 size-5 shrink-0';
const SUCCESS_ICON = icon(
  'circle-check',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
  `${ICON_CLASS} text-emerald-600`,
);
const ERROR_ICON = icon(
  'circle-alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
  `${ICON_CLASS} text-red-600`,
);
const DISMISS_ICON = icon('x', X_SHAPE, 'size-4');

/** One toast; `textSlot` marks where a browser module puts the text (ToastRegion's templates). */
export function ToastCard({
  toast,
  onDismiss,
  dismissLabel,
  textSlot = false,
}: {
  toast: Pick<ToastMessage, 'tone' | 'text'>;
  onDismiss?: () => void;
  dismissLabel: string;
  textSlot?: boolean;
}) {
  const success = toast.tone === 'success';
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg transition duration-300 starting:translate-y-2 starting:opacity-0 ${
        success ? 'border-emerald-200' : 'border-red-200'
      }`}
    >
      {success ? SUCCESS_ICON : ERROR_ICON}
      <p className="flex-1 text-sm font-medium text-ink-900" data-toast-text={textSlot ? '' : undefined}>
        {toast.text}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-m-1 rounded-md p-1 text-ink-500 transition hover:bg-slate-100 hover:text-ink-900"
      >
        {DISMISS_ICON}
      </button>
    </div>
  );
}

/** The corner the toasts show in, with a live region for each tone (polite for success, at once for errors). */
export const TOAST_REGION_CLASS =
  'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6';
export const TOAST_LIVE_CLASS = 'flex w-full justify-center sm:justify-end';

/**
 * A small toast in the corner of the screen that goes away by itself after TOAST_MS (SPEC 9).
 * Both live regions are always in the page, so a toast appearing in one is announced: politely for
 * success, at once for an error.
 */
export function Toast({ toast, onDismiss, dismissLabel = 'Dismiss notification' }: Props) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <div className={TOAST_REGION_CLASS}>
      <div role="status" aria-live="polite" aria-atomic="true" className={TOAST_LIVE_CLASS}>
        {toast?.tone === 'success' && <ToastCard toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />}
      </div>
      <div role="alert" aria-atomic="true" className={TOAST_LIVE_CLASS}>
        {toast?.tone === 'error' && <ToastCard toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />}
      </div>
    </div>
  );
}
