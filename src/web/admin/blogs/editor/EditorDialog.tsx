import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ADMIN_FRAME } from '../../../../shared/admin-messages';

interface Props {
  title: string;
  /** The one text field's label, value and change. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field: the hint, or the error in its place. */
  hint: string;
  error?: string | null;
  placeholder?: string;
  inputMode?: 'url' | 'text';
  applyLabel: string;
  onApply: () => void;
  onClose: () => void;
  /** A further action, shown at the left (the link dialog's Remove link). */
  extra?: ReactNode;
}

/**
 * The editor's questions (a link's address, an image's description) in a modal dialog: the native
 * <dialog> traps focus, Escape closes it and focus returns to the toolbar. It sits inside the post's
 * form, so it is no <form> itself: Enter applies.
 */
export function EditorDialog(props: Props) {
  const { title, label, value, onChange, hint, error, applyLabel, onApply, onClose } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-ink-900/50"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink-900">
        {title}
      </h2>
      <label htmlFor={`${id}-field`} className="mt-4 block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={`${id}-field`}
        type="text"
        inputMode={props.inputMode}
        autoFocus
        value={value}
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onApply();
        }}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
          error ? 'border-red-500' : 'border-ink-900/15'
        }`}
      />
      <p
        id={`${id}-note`}
        role={error ? 'alert' : undefined}
        className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-ink-500'}`}
      >
        {error ?? hint}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {props.extra}
        <button type="button" className="btn-secondary py-2" onClick={onClose}>
          {ADMIN_FRAME.cancel}
        </button>
        <button type="button" className="btn-primary py-2" onClick={onApply}>
          {applyLabel}
        </button>
      </div>
    </dialog>
  );
}
