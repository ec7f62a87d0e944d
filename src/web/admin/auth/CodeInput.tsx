import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { CODE_LENGTH } from '../../../shared/limits';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

const clean = (text: string) => text.replace(/[^a-z0-9]/gi, '').toUpperCase();

/** Four one-character boxes: typing moves to the next, Backspace to the previous, a paste fills them all. */
export function CodeInput({ value, onChange, invalid, describedBy }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const setAt = (i: number, char: string) => {
    const next = [...value];
    next[i] = char;
    onChange(next);
  };

  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[i] && i > 0) {
      event.preventDefault();
      setAt(i - 1, '');
      focus(i - 1);
    } else if (event.key === 'ArrowLeft') focus(i - 1);
    else if (event.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const chars = clean(event.clipboardData.getData('text'))
      .slice(0, CODE_LENGTH - i)
      .split('');
    if (chars.length === 0) return;
    event.preventDefault();
    const next = [...value];
    chars.forEach((c, k) => {
      next[i + k] = c;
    });
    onChange(next);
    focus(i + chars.length);
  };

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-ink-900">Verification code</legend>
      <div className="mt-2 flex gap-3">
        {Array.from({ length: CODE_LENGTH }, (_, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={`Character ${i + 1} of ${CODE_LENGTH}`}
            aria-invalid={invalid || undefined}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            required
            maxLength={1}
            value={value[i] ?? ''}
            onChange={(event) => {
              const char = clean(event.target.value).slice(-1);
              setAt(i, char);
              if (char) focus(i + 1);
            }}
            onKeyDown={onKeyDown(i)}
            onPaste={onPaste(i)}
            className={`size-14 rounded-xl border bg-white text-center text-2xl font-semibold text-ink-900 uppercase shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:size-16 ${
              invalid ? 'border-red-500' : 'border-ink-900/15'
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
