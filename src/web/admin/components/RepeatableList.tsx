import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { useConfirm } from './ConfirmDialog';
import { IconButton } from './IconButton';
import { type RowAction, useRowFocus } from './useRowFocus';

interface Props {
  legend: string;
  hint?: string;
  /** useFieldArray's `fields[].id`, in order: rows keep their identity when moved. */
  ids: string[];
  /** What a row is called ('Section 2'): its heading and the names of its buttons. */
  name: (index: number) => string;
  addLabel: string;
  emptyText: string;
  max: number;
  maxText: string;
  error?: string | undefined;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The question asked before a row goes; null removes it at once (a row with nothing written in it). */
  removeQuestion: (index: number) => string | null;
  /** `compact`: one line per row (a point); `card`: a card with a heading per row (a section). */
  variant?: 'card' | 'compact';
  /** Cards side by side in two columns on wide screens (short cards such as company values). */
  twoColumns?: boolean;
  children: (index: number) => ReactNode;
}

function RowButtons({
  name,
  first,
  last,
  onMove,
  onRemove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (action: RowAction) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <IconButton label={W.moveUp(name)} data-action="up" disabled={first} onClick={() => onMove('up')}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={W.moveDown(name)} data-action="down" disabled={last} onClick={() => onMove('down')}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={W.remove(name)} tone="danger" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}

/** One row: a line with its number (a point) or a card headed by its name (a section), then its buttons. */
function ListRow({
  rowId,
  labelId,
  number,
  name,
  compact,
  fields,
  buttons,
}: {
  rowId: string;
  labelId: string;
  number: number;
  name: string;
  compact: boolean;
  fields: ReactNode;
  buttons: ReactNode;
}) {
  if (compact) {
    return (
      // On a phone the buttons go under the text, which keeps the whole width.
      <li
        data-row={rowId}
        tabIndex={-1}
        className="grid grid-cols-[1.25rem_minmax(0,1fr)] items-start gap-x-2 gap-y-1 rounded-lg outline-brand-600 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto]"
      >
        <span aria-hidden="true" className="mt-2.5 text-right text-sm font-semibold text-brand-700 tabular-nums">
          {number}.
        </span>
        <div className="min-w-0">{fields}</div>
        <div className="col-start-2 justify-self-end sm:col-start-3">{buttons}</div>
      </li>
    );
  }
  return (
    <li>
      <fieldset
        aria-labelledby={labelId}
        data-row={rowId}
        tabIndex={-1}
        className="h-full min-w-0 rounded-xl border border-ink-900/10 bg-slate-50/60 p-4 outline-brand-600 sm:p-5"
      >
        <div className="mb-3 flex items-center justify-between gap-3">
          <h3 id={labelId} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <span
              aria-hidden="true"
              className="grid size-7 place-items-center rounded-full bg-brand-600 text-xs text-white tabular-nums"
            >
              {number}
            </span>
            {name}
          </h3>
          {buttons}
        </div>
        <div className="space-y-4">{fields}</div>
      </fieldset>
    </li>
  );
}

/**
 * An ordered, editable list: add, remove (asking first), move up and down. Each change is announced and
 * the focus follows the row, so the list can be reordered from the keyboard without losing one's place.
 */
export function RepeatableList(props: Props) {
  const { ids, name, variant = 'card' } = props;
  const confirm = useConfirm();
  const focus = useRowFocus();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, action: RowAction) => {
    const to = action === 'up' ? from - 1 : from + 1;
    props.onMove(from, to);
    setAnnouncement(W.moved(name(from), to + 1));
    focus.moved(ids[from] as string, action);
  };
  const remove = async (index: number) => {
    const question = props.removeQuestion(index);
    if (question && !(await confirm(question, { confirmLabel: W.removeConfirmLabel }))) return;
    props.onRemove(index);
    setAnnouncement(W.removed(name(index)));
    focus.removed(ids[index + 1] ?? ids[index - 1]);
  };

  const full = ids.length >= props.max;
  const compact = variant === 'compact';
  const listClass = compact ? 'mt-3 space-y-2' : props.twoColumns ? 'mt-4 grid gap-4 xl:grid-cols-2' : 'mt-4 space-y-4';
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined} className="min-w-0">
      {/* A list of sections is a part of the page (a heading to jump to); a list of points is one field. */}
      <legend className={compact ? 'text-sm font-medium text-ink-900' : ''}>
        {compact ? props.legend : <h2 className="text-lg font-semibold text-ink-900">{props.legend}</h2>}
      </legend>
      {props.hint && <p className="mt-1 text-xs text-ink-500">{props.hint}</p>}
      {props.error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-ink-900/15 px-4 py-3 text-sm text-ink-500">
          {props.emptyText}
        </p>
      ) : (
        <ol ref={focus.list} className={listClass}>
          {ids.map((rowId, index) => (
            <ListRow
              key={rowId}
              rowId={rowId}
              labelId={`${id}-${rowId}`}
              number={index + 1}
              name={name(index)}
              compact={compact}
              fields={props.children(index)}
              buttons={
                <RowButtons
                  name={name(index)}
                  first={index === 0}
                  last={index === ids.length - 1}
                  onMove={(action) => move(index, action)}
                  onRemove={() => remove(index)}
                />
              }
            />
          ))}
        </ol>
      )}
      <div className={`flex flex-wrap items-center gap-3 ${compact ? 'mt-2' : 'mt-4'}`}>
        <button
          ref={focus.add}
          type="button"
          disabled={full}
          onClick={props.onAdd}
          className="btn-secondary py-2 disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-4" />
          {props.addLabel}
        </button>
        {full && <p className="text-xs text-ink-500">{props.maxText}</p>}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
