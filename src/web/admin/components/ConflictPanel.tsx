import { useEffect, useRef } from 'react';
import { CONFLICT_WORDS as W } from '../../../shared/admin-words/conflicts';
import { type Conflict, type ConflictLabels, comparedFields } from './conflict';
import { wordDiff } from './diff';

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export interface ConflictPanelProps {
  conflict: Conflict;
  /** The fields compared, by their path in `theirs` and `mine`, with their labels, in the form's order. */
  labels: ConflictLabels;
  /** Their record and what the form holds, in the same shape (the form's values). */
  theirs: unknown;
  mine: unknown;
  /** The heading, from who saved and when (the post form names the post). */
  title?: (name: string, time: string) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyMine: () => void;
}

/**
 * A save refused over a colleague's (issue 25), on any form: who saved and when, then what they changed against
 * what you typed, field by field, with the word diff of the History dialog, and the three ways on.
 */
export function ConflictPanel({
  conflict,
  labels,
  theirs,
  mine,
  title = W.title,
  onKeepMine,
  onTakeTheirs,
  onCopyMine,
}: ConflictPanelProps) {
  const differing = comparedFields(labels, theirs, mine);
  const when = conflict.at ? TIME.format(new Date(conflict.at)) : '';
  // The save button is at the form's foot, the panel at its head: shown, it is brought into view and read first.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby="conflict-heading"
      className="mb-6 rounded-xl bg-amber-50 p-4 text-sm text-ink-900 ring-1 ring-amber-600/30"
    >
      <h2 id="conflict-heading" ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold focus:outline-none">
        {title(conflict.by?.name ?? W.someone, when)}
      </h2>
      <p className="mt-1 text-ink-700">{W.intro}</p>
      <dl className="mt-3 space-y-3">
        {differing.map((field) => (
          <div key={field.label}>
            <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{field.label}</dt>
            <dd className="mt-1 max-h-48 overflow-y-auto rounded-lg bg-white p-2 whitespace-pre-line [overflow-wrap:anywhere]">
              {wordDiff(field.theirs, field.mine).map((piece, index) =>
                piece.kind === 'same' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one diff, drawn once, in order
                  <span key={index}>{piece.text}</span>
                ) : piece.kind === 'removed' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <del key={index} className="bg-red-100 text-red-900" title={W.theirs}>
                    {piece.text}
                  </del>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline" title={W.mine}>
                    {piece.text}
                  </ins>
                ),
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary py-1.5" onClick={onKeepMine}>
          {W.keepMine}
        </button>
        <button type="button" className="btn-secondary py-1.5" onClick={onTakeTheirs}>
          {W.takeTheirs}
        </button>
        <button type="button" className="btn-secondary py-1.5" onClick={onCopyMine}>
          {W.copyMine}
        </button>
      </div>
    </section>
  );
}
