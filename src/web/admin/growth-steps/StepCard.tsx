import { GROWTH_STEP_WORDS as W } from '../../../shared/admin-words/records';
import type { GrowthStep } from '../../../shared/schemas/content';
import { stepLabel } from '../../../shared/text';
import { Img } from '../../components/Img';
import { EditDeleteButtons } from '../components/IconButton';

interface Props {
  step: GrowthStep;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One step as the public site shows it (image, "01", title, description), with edit and delete. */
export function StepCard({ step, onEdit, onDelete, deleting }: Props) {
  return (
    <li data-testid="step-card" className="flex flex-col rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <Img
          src={step.imageUrl}
          srcSet={step.imageSrcset}
          sizes="80px"
          width={step.imageWidth ?? 80}
          height={step.imageHeight ?? 80}
          alt=""
          className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="text-3xl font-bold tracking-tight text-brand-600">
            <span className="sr-only">{W.stepPrefix} </span>
            {stepLabel(step.number)}
          </p>
          <h2 className="mt-1 font-semibold break-words text-ink-900">{step.title}</h2>
        </div>
      </div>
      <p className="mt-4 line-clamp-4 text-sm leading-relaxed break-words text-ink-500">{step.description}</p>
      <EditDeleteButtons
        className="mt-auto flex justify-end gap-1 pt-4"
        editLabel={W.edit(step.title)}
        deleteLabel={W.delete(step.title)}
        onEdit={onEdit}
        onDelete={onDelete}
        deleting={deleting}
      />
    </li>
  );
}
