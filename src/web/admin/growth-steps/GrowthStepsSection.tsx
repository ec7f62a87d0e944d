import { useState } from 'react';
import type { GrowthStep } from '../../../shared/schemas/content';
import { useSectionSwitch } from '../layout/section-context';
import { StepForm } from './StepForm';
import { StepList } from './StepList';

type View = { mode: 'list' } | { mode: 'form'; step: GrowthStep | null };

/**
 * Growth Steps: the list of steps, or the form to add or change one. At /StepForm (outside the
 * dashboard, SPEC 2.1 "standalone growth-step form") the screen opens on a new step's form.
 */
export default function GrowthStepsSection() {
  const standalone = useSectionSwitch() === null;
  const [view, setView] = useState<View>(standalone ? { mode: 'form', step: null } : { mode: 'list' });

  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  return view.mode === 'form' ? (
    <StepForm key={view.step?._id ?? 'new'} step={view.step} onClose={() => show({ mode: 'list' })} />
  ) : (
    <StepList onAdd={() => show({ mode: 'form', step: null })} onEdit={(step) => show({ mode: 'form', step })} />
  );
}
