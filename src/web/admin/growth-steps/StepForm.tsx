import { ArrowLeft } from 'lucide-react';
import { GROWTH_STEP_WORDS as W } from '../../../shared/admin-words/records';
import type { GrowthStep } from '../../../shared/schemas/content';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { FormActions, TextAreaField } from '../components/fields';
import { ImagePicker } from '../components/ImagePicker';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { useStepForm } from './useStepForm';

interface Props {
  /** The step to change; null adds a new one. */
  step: GrowthStep | null;
  /** Back to the list (the back button, Cancel, and 1.5 s after a save). */
  onClose: () => void;
}

/** SPEC 2.8's growth step form: back button, image preview, Step Number, Title, Description. */
export function StepForm({ step, onClose }: Props) {
  const { editing, form, image, busy, done, submit, conflict } = useStepForm(step, onClose);
  const { errors } = form.formState;
  const submitLabel = editing ? W.update : W.create;

  return (
    <>
      <button
        type="button"
        onClick={onClose}
        className="mb-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {W.back}
      </button>
      <SectionHeader title={editing ? W.editTitle : W.newTitle} />
      <Panel className="max-w-3xl">
        {conflict && <ConflictPanel {...conflict} />}
        <form noValidate onSubmit={submit} className="space-y-6" aria-label={editing ? W.editTitle : W.newTitle}>
          <ImagePicker label={W.image} currentUrl={step?.imageUrl} {...image} />
          <TextField
            label={W.number}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="sm:max-w-48"
            error={errors.number?.message}
            {...form.register('number')}
          />
          <TextField label={W.title} error={errors.title?.message} {...form.register('title')} />
          <TextAreaField
            label={W.description}
            rows={5}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <FormActions
            submitLabel={submitLabel}
            busy={busy || done}
            busyLabel={busy ? W.processing : submitLabel}
            onCancel={onClose}
            history={step ? { type: 'growthsteps', id: step._id, onRestored: onClose } : undefined}
          />
        </form>
      </Panel>
    </>
  );
}
