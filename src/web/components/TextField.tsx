import { type ComponentProps, useId } from 'react';

interface Props extends ComponentProps<'input'> {
  label: string;
  /** The message shown under the field and announced with it. */
  error?: string | undefined;
  /** A line of help under the field, read with it. */
  hint?: string | undefined;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, error, hint, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 shadow-xs transition placeholder:text-ink-500/60 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
          error ? 'border-red-500' : 'border-ink-900/15'
        }`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
