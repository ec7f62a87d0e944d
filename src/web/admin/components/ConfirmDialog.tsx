import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';

interface Request {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

type Confirm = (message: string, options?: { confirmLabel?: string }) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The spec's confirm() as a modal dialog: the native <dialog> traps focus, closes on Escape and
 * returns focus to the button that opened it. Cancel has the focus first, so Enter never deletes.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) =>
        setRequest({ message, confirmLabel: options?.confirmLabel ?? ADMIN_FRAME.delete, resolve }),
      ),
    [],
  );

  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
    if (dialog.current?.open) dialog.current.close();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="confirm-message"
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-ink-900/50"
      >
        {request && (
          <>
            <h2 id="confirm-message" className="text-base font-semibold text-ink-900">
              {request.message}
            </h2>
            <div className="mt-6 flex justify-end gap-3">
              {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus when the dialog opens */}
              <button type="button" autoFocus className="btn-secondary py-2" onClick={() => answer(false)}>
                {ADMIN_FRAME.cancel}
              </button>
              <button
                type="button"
                className="inline-flex items-center justify-center rounded-full bg-red-600 px-6 py-2 text-sm font-semibold text-white transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                onClick={() => answer(true)}
              >
                {request.confirmLabel}
              </button>
            </div>
          </>
        )}
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
