import { useEffect, useRef } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { Blog } from '../../../shared/schemas/blog';
import { readable, wordDiff } from '../components/diff';

export interface Conflict {
  /** The post as a colleague saved it since this form was opened. */
  current: Blog;
  by: { name: string; email: string } | null;
  at: string | undefined;
}

type Mine = { title: string; excerpt: string; category: string; status: string; content: string; tags: string[] };

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

const FIELDS: { key: keyof Mine; label: string }[] = [
  { key: 'title', label: W.title },
  { key: 'category', label: W.category },
  { key: 'status', label: W.status },
  { key: 'excerpt', label: 'Excerpt' },
  { key: 'tags', label: W.tags },
  { key: 'content', label: 'Content' },
];

/**
 * A save refused over a colleague's (issue 25): what they changed against what you typed, field by field, with
 * the word diff of the History dialog, and what to do about it. Nothing typed is thrown away by any choice but
 * 'Take theirs', which asks for nothing more because 'Copy my text' is beside it.
 */
export function ConflictPanel({
  conflict,
  mine,
  onKeepMine,
  onTakeTheirs,
  onCopyMine,
}: {
  conflict: Conflict;
  mine: Mine;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyMine: () => void;
}) {
  const theirs: Mine = {
    title: conflict.current.title,
    excerpt: conflict.current.customExcerpt ?? '',
    category: conflict.current.category,
    status: conflict.current.status,
    content: conflict.current.content,
    tags: conflict.current.tags,
  };
  const differing = FIELDS.map(({ key, label }) => ({
    label,
    before: readable(theirs[key]),
    after: readable(mine[key]),
  })).filter((field) => field.before !== field.after);
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
        {W.conflictTitle(conflict.by?.name ?? W.someone, when)}
      </h2>
      <p className="mt-1 text-ink-700">{W.conflictIntro}</p>
      <dl className="mt-3 space-y-3">
        {differing.map((field) => (
          <div key={field.label}>
            <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{field.label}</dt>
            <dd className="mt-1 max-h-48 overflow-y-auto rounded-lg bg-white p-2 whitespace-pre-line [overflow-wrap:anywhere]">
              {wordDiff(field.before, field.after).map((piece, index) =>
                piece.kind === 'same' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one diff, drawn once, in order
                  <span key={index}>{piece.text}</span>
                ) : piece.kind === 'removed' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <del key={index} className="bg-red-100 text-red-900" title={W.conflictTheirs}>
                    {piece.text}
                  </del>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline" title={W.conflictMine}>
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
