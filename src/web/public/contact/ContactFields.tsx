import { useId } from 'react';
import { FIELD_MAX } from '../../../shared/limits';
import { CONTACT_FORM_STRINGS } from './form-strings';

const fieldClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 shadow-xs transition placeholder:text-ink-500/60 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
    error ? 'border-red-500' : 'border-ink-900/15'
  }`;

/** A labelled multi-line field with its error message tied to it. */
export function MessageField({
  error,
  value,
  autoFocus,
}: {
  error?: string | undefined;
  value?: string | undefined;
  autoFocus?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {CONTACT_FORM_STRINGS.message}
      </label>
      <textarea
        id={id}
        name="message"
        required
        rows={5}
        maxLength={FIELD_MAX.message}
        defaultValue={value}
        // biome-ignore lint/a11y/noAutofocus: only on the page answering a refused post, as the module focuses it
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${fieldClass(error)} resize-y`}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'I accept the Terms', required by the browser and never sent (SPEC 3, 5). */
export function TermsCheckbox({ checked }: { checked?: boolean | undefined }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        name="acceptTerms"
        type="checkbox"
        required
        defaultChecked={checked}
        className="mt-0.5 size-4 shrink-0 rounded border-ink-900/30 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-ink-700">
        {CONTACT_FORM_STRINGS.acceptTermsBefore}
        {/* In a new tab, so what the visitor has typed is still here when they come back. */}
        <a
          href="/terms-of-service"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {CONTACT_FORM_STRINGS.acceptTermsLink}
        </a>
      </label>
    </div>
  );
}

/** A field people never see or reach, which bots fill in (the server drops such messages). */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{CONTACT_FORM_STRINGS.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
