import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PRODUCT_STYLE_OPTIONS, PRODUCT_WORDS as W } from '../../../shared/admin-words/catalog';

/** Little pictures of each card look, so the choice needs no knowledge of the style names. */
const SWATCH: Record<string, string> = {
  '': 'bg-white border-ink-900/15',
  'black-img-white-text': 'bg-ink-900 border-ink-900',
  other: 'bg-brand-50 border-brand-200',
};

/** The optional project style as radio cards, each saying in plain words how the card will look. */
export function StyleChoice({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  const helpId = useId();
  return (
    <fieldset aria-describedby={helpId}>
      <legend className="text-sm font-medium text-ink-900">{W.style}</legend>
      <p id={helpId} className="mt-1 text-xs text-ink-500">
        {W.styleHint}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {PRODUCT_STYLE_OPTIONS.map((option) => (
          <label
            key={option.value || 'white'}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-900/10 p-3 transition hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50/60 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" value={option.value} className="mt-1 accent-brand-600" {...field} />
            <span aria-hidden="true" className={`mt-0.5 h-6 w-9 shrink-0 rounded-md border ${SWATCH[option.value]}`} />
            <span>
              <span className="block text-sm font-medium text-ink-900">{option.label}</span>
              <span className="block text-xs text-ink-500">{option.help}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
