import { useId, useState } from 'react';
import { SUBMISSION_WORDS as W } from '../../../shared/admin-words/records';

/** Messages longer than this start folded to a few lines, with 'Show more'. */
const FOLD_AT = 300;

/** A visitor's message: kept in its paragraphs, wrapped however long its words, long ones foldable. */
export function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > FOLD_AT;
  return (
    <div>
      <p
        id={id}
        className={`text-sm leading-relaxed whitespace-pre-line text-ink-700 [overflow-wrap:anywhere] ${
          long && !open ? 'line-clamp-4' : ''
        }`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {open ? W.showLess : W.showMore}
        </button>
      )}
    </div>
  );
}
