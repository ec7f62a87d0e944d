import { type ComponentProps, useId } from 'react';

const control = (error: string | undefined) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 shadow-xs transition focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
    error ? 'border-red-500' : 'border-ink-900/15'
  }`;

type Props = { label: string; hint: string; error?: string | undefined } & (
  | ({ multiline?: false } & ComponentProps<'input'>)
  | ({ multiline: true } & ComponentProps<'textarea'>)
);

/**
 * A labelled field whose hint says where the text appears on the public site. Unlike the shared fields,
 * the hint is tied to the control, so a screen reader reads it too: administrators need it to find their text.
 */
export function AboutField({ label, hint, error, multiline, ...rest }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: control(error),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
        {hint}
      </p>
      {multiline ? (
        <textarea rows={5} {...(rest as ComponentProps<'textarea'>)} {...shared} />
      ) : (
        <input type="text" {...(rest as ComponentProps<'input'>)} {...shared} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
