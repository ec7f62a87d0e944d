import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { COMPANY_VALUES_WORDS as C, DOCUMENT_WORDS as W } from '../../../shared/admin-words/documents';
import { FIELD_MAX } from '../../../shared/limits';
import type { CompanyValuesInput } from '../../../shared/schemas/admin-inputs';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../components/ConfirmDialog';
import { TextAreaField } from '../components/fields';
import { IconButton } from '../components/IconButton';

/** The schema's `.max(50)`. */
const MAX_VALUES = 50;
export const emptyValue = () => ({ title: '', description: '' });

/**
 * The value cards in page order: add, remove (asking first when the card has words), move up and down.
 * A move is announced and the focus stays on the moved card's button, so reordering works by keyboard.
 */
export function ValuesField() {
  const { control, register, getValues, formState } = useFormContext<CompanyValuesInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const errors = formState.errors.sections;
  const confirm = useConfirm();
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ id: string; action: 'up' | 'down' | 'row' } | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus === 'add') return add.current?.focus();
    const card = list.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(focus.id)}"]`);
    if (focus.action === 'row') return card?.focus();
    // The button just used, or its twin once the card reached the end and that button is disabled.
    const up = card?.querySelector<HTMLButtonElement>('[data-action="up"]');
    const down = card?.querySelector<HTMLButtonElement>('[data-action="down"]');
    const [wanted, twin] = focus.action === 'up' ? [up, down] : [down, up];
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
  }, [focus]);

  const onMove = (from: number, to: number) => {
    const id = fields[from]?.id;
    move(from, to);
    setAnnouncement(W.moved(C.value(from + 1), to + 1));
    if (id) setFocus({ id, action: to < from ? 'up' : 'down' });
  };
  const onRemove = async (index: number) => {
    const { title, description } = getValues(`sections.${index}`);
    const written = title.trim() || description.trim();
    if (written && !(await confirm(C.removeConfirm(index + 1), { confirmLabel: W.removeConfirmLabel }))) return;
    const next = (fields[index + 1] ?? fields[index - 1])?.id;
    remove(index);
    setAnnouncement(W.removed(C.value(index + 1)));
    setFocus(next ? { id: next, action: 'row' } : 'add');
  };

  return (
    <fieldset className="min-w-0">
      <legend>
        <h2 className="text-lg font-semibold text-ink-900">{C.values}</h2>
      </legend>
      <p className="mt-1 text-xs text-ink-500">{C.valuesHint}</p>
      {fields.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-ink-900/15 px-4 py-3 text-sm text-ink-500">
          {C.noValues}
        </p>
      ) : (
        <ol ref={list} className="mt-4 grid gap-4 xl:grid-cols-2">
          {fields.map((field, i) => (
            <li key={field.id}>
              <fieldset
                data-row={field.id}
                tabIndex={-1}
                aria-labelledby={`value-${field.id}`}
                className="h-full min-w-0 rounded-xl border border-ink-900/10 bg-slate-50/60 p-4 outline-brand-600 sm:p-5"
              >
                <div className="mb-3 flex items-center justify-between gap-3">
                  <h3 id={`value-${field.id}`} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
                    <span
                      aria-hidden="true"
                      className="grid size-7 place-items-center rounded-full bg-brand-600 text-xs text-white"
                    >
                      {i + 1}
                    </span>
                    {C.value(i + 1)}
                  </h3>
                  <div className="flex items-center gap-0.5">
                    <IconButton
                      label={W.moveUp(C.value(i + 1))}
                      data-action="up"
                      disabled={i === 0}
                      onClick={() => onMove(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton
                      label={W.moveDown(C.value(i + 1))}
                      data-action="down"
                      disabled={i === fields.length - 1}
                      onClick={() => onMove(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton label={W.remove(C.value(i + 1))} tone="danger" onClick={() => onRemove(i)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                </div>
                <div className="space-y-4">
                  <TextField
                    label={C.valueTitle}
                    maxLength={FIELD_MAX.title}
                    error={errors?.[i]?.title?.message}
                    {...register(`sections.${i}.title`)}
                  />
                  <TextAreaField
                    label={C.valueDescription}
                    hint={W.oneParagraphHint}
                    rows={3}
                    // Grows with its text, so the whole description is in view.
                    className="[&_textarea]:field-sizing-content [&_textarea]:max-h-80 [&_textarea]:min-h-24"
                    error={errors?.[i]?.description?.message}
                    {...register(`sections.${i}.description`)}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          ref={add}
          type="button"
          disabled={fields.length >= MAX_VALUES}
          onClick={() => append(emptyValue())}
          className="btn-secondary py-2 disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-4" />
          {C.addValue}
        </button>
        {fields.length >= MAX_VALUES && <p className="text-xs text-ink-500">{W.atMost(MAX_VALUES, 'values')}</p>}
      </div>
      {(errors?.message ?? errors?.root?.message) && (
        <p className="mt-1.5 text-sm text-red-700">{errors?.message ?? errors?.root?.message}</p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
