import { Plus } from 'lucide-react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { GROWTH_STEP_WORDS as W } from '../../../shared/admin-words/records';
import type { GrowthStep } from '../../../shared/schemas/content';
import { useConfirm } from '../components/ConfirmDialog';
import { Pagination } from '../components/Pagination';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { usePagination } from '../lib/usePagination';
import { useDeleteGrowthStep, useGrowthSteps } from './api';
import { StepCard } from './StepCard';

interface Props {
  onAdd: () => void;
  onEdit: (step: GrowthStep) => void;
}

/** The steps as cards in number order, 9 per page, with their loading, error and empty states. */
export function StepList({ onAdd, onEdit }: Props) {
  const steps = useGrowthSteps();
  const pages = usePagination(steps.data ?? []);
  const remove = useDeleteGrowthStep();
  const confirm = useConfirm();

  const onDelete = async (step: GrowthStep) => {
    if (!(await confirm(W.deleteConfirm))) return;
    try {
      await remove.mutateAsync(step._id);
      notify.success(W.deleted);
    } catch {
      notify.error(W.deleteFailed);
    }
  };

  const addButton = (
    <button type="button" onClick={onAdd} className="btn-primary rounded-lg py-2.5">
      <Plus aria-hidden="true" className="size-4" />
      {W.addNew}
    </button>
  );

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        {addButton}
      </SectionHeader>
      {steps.isPending ? (
        <LoadingState text={W.loading} />
      ) : steps.isError ? (
        <ErrorState
          title={W.loadFailed}
          message={messageOf(steps.error, ADMIN_OUTCOMES.stepConnectionError)}
          onRetry={() => steps.refetch()}
        />
      ) : steps.data.length === 0 ? (
        <EmptyState title={W.empty} text={W.emptyText} />
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {pages.items.map((step) => (
              <StepCard
                key={step._id}
                step={step}
                onEdit={() => onEdit(step)}
                onDelete={() => onDelete(step)}
                deleting={remove.isPending && remove.variables === step._id}
              />
            ))}
          </ul>
          <Pagination state={pages} label={W.pages} />
        </>
      )}
    </>
  );
}
