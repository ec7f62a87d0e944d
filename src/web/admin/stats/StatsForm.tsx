import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { STATS_WORDS as W } from '../../../shared/admin-words/singles';
import { type StatsInput, statsInput } from '../../../shared/schemas/admin-inputs';
import type { Stats } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions, TextAreaField } from '../components/fields';
import { useUnsavedChanges } from '../components/unsaved';
import { useFormConflict } from '../components/useFormConflict';
import { fieldErrors, unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { useSaveStats } from './api';

type StatsValues = z.output<typeof statsInput>;
const COUNT_KEYS = ['loyalClients', 'experts', 'yearsExperience', 'techAwards'] as const;

const valuesOf = (record: Stats | null): StatsInput => ({
  headline: record?.headline ?? '',
  description: record?.description ?? '',
  loyalClients: record ? String(record.loyalClients) : '',
  experts: record ? String(record.experts) : '',
  yearsExperience: record ? String(record.yearsExperience) : '',
  techAwards: record ? String(record.techAwards) : '',
});

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = { headline: W.headline, description: W.description, ...W.counts };

// The counts are optional (SPEC 5): an empty box goes to the schema as "not given", which it turns into 0.
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The stats form: creates the stats when no record was fetched, else updates it (SPEC 4). The schema is the
 * server's, so the numbers are checked and converted the same way in both places.
 */
export function StatsForm({
  record,
  onCancel,
  onSaved,
}: {
  record: Stats | null;
  onCancel?: () => void;
  onSaved?: () => void;
}) {
  const save = useSaveStats();
  const form = useForm<StatsInput, unknown, StatsValues>({
    resolver: zodResolver(statsInput),
    defaultValues: valuesOf(record),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const creating = !record;
  const conflict = useFormConflict({
    form,
    record,
    toForm: valuesOf,
    labels: LABELS,
    resubmit: () => void submit(),
  });
  useUnsavedChanges(isDirty);

  const onSubmit = (input: StatsValues) =>
    save.mutate(
      { id: record?._id ?? null, input, version: conflict.version() },
      {
        onSuccess: (saved) => {
          // What was saved is now the form's starting point: nothing is left unsaved, and the next save is made
          // from the version it made.
          conflict.saved(saved);
          reset(input);
          notify.success(creating ? ADMIN_OUTCOMES.statsCreated : ADMIN_OUTCOMES.statsUpdated);
          onSaved?.();
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            setError(field as Path<StatsInput>, { message });
          }
          conflict.failed(error);
          notify.error(
            unlessConflict(error, creating ? ADMIN_OUTCOMES.statsCreateFailed : ADMIN_OUTCOMES.statsUpdateFailed),
          );
        },
      },
    );

  const submit = handleSubmit(onSubmit);
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {conflict.panel && <ConflictPanel {...conflict.panel} />}
      <div>
        <TextField label={W.headline} error={errors.headline?.message} {...register('headline')} />
        {!errors.headline && <p className="mt-1.5 text-xs text-ink-500">{W.headlineHint}</p>}
      </div>
      <TextAreaField label={W.description} error={errors.description?.message} {...register('description')} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{W.countsLegend}</legend>
        <p className="mt-1 text-xs text-ink-500">{W.countsHint}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COUNT_KEYS.map((key) => (
            <TextField
              key={key}
              label={W.counts[key]}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors[key]?.message}
              {...register(key, { setValueAs: blankIsMissing })}
            />
          ))}
        </div>
      </fieldset>
      <FormActions
        submitLabel={creating ? W.create : W.update}
        busy={save.isPending}
        busyLabel={W.saving}
        {...(onCancel ? { onCancel, cancelLabel: W.cancel } : {})}
        history={
          record
            ? {
                type: 'stats',
                id: record._id,
                onRestored: (restored) => {
                  conflict.saved(restored);
                  reset(valuesOf(restored as Stats));
                },
              }
            : undefined
        }
      />
    </form>
  );
}
