import { type ComponentProps, type ReactNode, useId } from 'react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { HistoryButton, type HistoryProps } from '../history/HistoryDialog';
import { useConfirm } from './ConfirmDialog';
import { hasUnsavedChanges } from './unsaved';

const control = (error: string | undefined) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 shadow-xs transition placeholder:text-ink-500/60 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
    error ? 'border-red-500' : 'border-ink-900/15'
  }`;

function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1.5 text-xs text-ink-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line field with its error tied to it. */
export function TextAreaField({ label, error, hint, className, rows = 4, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
        {...textarea}
      />
    </FieldShell>
  );
}

interface SelectProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  options: readonly (string | { value: string; label: string })[];
}

export function SelectField({ label, error, options, className, ...select }: SelectProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={control(error)}
        {...select}
      >
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/** The form's buttons: Cancel (optional) and the submit button, disabled while busy. */
export function FormActions({
  submitLabel,
  busy,
  busyLabel,
  onCancel,
  cancelLabel = 'Cancel',
  askBeforeCancel = false,
  history,
}: {
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Ask before Cancel throws away unsaved changes, as leaving by the sidebar does (the blog editor). */
  askBeforeCancel?: boolean;
  /** The record's 'History' (issue 12): left out while adding, when there is no history yet. */
  history?: HistoryProps | undefined;
}) {
  const confirm = useConfirm();
  const cancel = async () => {
    const ask = askBeforeCancel && hasUnsavedChanges();
    if (ask && !(await confirm(ADMIN_FRAME.leaveUnsaved, { confirmLabel: ADMIN_FRAME.leave }))) return;
    onCancel?.();
  };
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-ink-900/5 pt-5 sm:flex-row sm:justify-end">
      {history && <HistoryButton {...history} />}
      {onCancel && (
        // Leaving mid-save would let the save land later and close whatever form is open by then.
        <button type="button" onClick={cancel} disabled={busy} className="btn-secondary py-2.5 disabled:opacity-60">
          {cancelLabel}
        </button>
      )}
      <button type="submit" disabled={busy} className="btn-primary py-2.5 disabled:cursor-wait disabled:opacity-60">
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
