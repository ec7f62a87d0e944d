import { useEffect, useId } from 'react';
import { ACHIEVEMENT_WORDS as W } from '../../../shared/admin-words/records';
import type { Achievement } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions, TextAreaField } from '../components/fields';
import { Panel } from '../components/SectionHeader';
import { FIGURE_KEYS } from './format';
import { useAchievementForm } from './useAchievementForm';

interface Props {
  id: string;
  /** The achievement to change (edit mode); null adds a new one. */
  achievement: Achievement | null;
  onSaved: () => void;
  /** Leaves edit mode and closes the form, dropping what was typed (SPEC 4: "Cancel resets it"). */
  onCancel: () => void;
}

/** Title, description, the four statistics (numbers, 0 or more) and the date, all required (SPEC 5). */
export function AchievementForm({ id, achievement, onSaved, onCancel }: Props) {
  const { editing, form, submit, busy, conflict } = useAchievementForm(achievement, onSaved);
  const { errors } = form.formState;
  const headingId = useId();
  const title = editing ? W.editTitle : W.newTitle;

  // Edit is pressed far down the list: bring the form to the user, ready to type.
  useEffect(() => {
    if (!editing) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
    form.setFocus('title');
  }, [editing, form, id]);

  return (
    <Panel className="mb-8">
      {conflict && <ConflictPanel {...conflict} />}
      <form id={id} noValidate onSubmit={submit} aria-labelledby={headingId} className="scroll-mt-24 space-y-6">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        <TextField label={W.title} error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label={W.description}
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">{W.statistics}</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            {FIGURE_KEYS.map((key) => (
              <TextField
                key={key}
                label={W[key]}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={errors.statistics?.[key]?.message}
                {...form.register(`statistics.${key}`)}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label={W.date}
          type="date"
          className="sm:max-w-xs"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormActions
          submitLabel={editing ? W.update : W.save}
          busy={busy}
          busyLabel={W.saving}
          onCancel={onCancel}
          history={id ? { type: 'achievements', id, onRestored: onCancel } : undefined}
          cancelLabel={W.cancel}
        />
      </form>
    </Panel>
  );
}
