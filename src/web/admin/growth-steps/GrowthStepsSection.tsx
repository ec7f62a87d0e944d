import type { GrowthStep } from '../../../shared/schemas/content';
import { useFormView } from '../components/useFormView';
import { useSectionSwitch } from '../layout/section-context';
import { useLinkedRecord } from '../lib/useEditLink';
import { useGrowthSteps } from './api';
import { StepForm } from './StepForm';
import { StepList } from './StepList';

/**
 * Growth Steps: the list of steps, or the form to add or change one. At /StepForm (outside the
 * dashboard, SPEC 2.1 "standalone growth-step form") the screen opens on a new step's form.
 */
export default function GrowthStepsSection() {
  const standalone = useSectionSwitch() === null;
  const view = useFormView<GrowthStep>(standalone ? null : undefined);
  // `?edit=…` (a search result): that step's form opens once the steps are loaded.
  const steps = useGrowthSteps();
  useLinkedRecord(steps.data, steps.isSuccess, view.open);

  return view.editing !== undefined ? (
    <StepForm key={view.editing?._id ?? 'new'} step={view.editing} onClose={view.close} />
  ) : (
    <StepList onAdd={() => view.open(null)} onEdit={view.open} />
  );
}
