import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { GROWTH_STEP_WORDS as W } from '../../../shared/admin-words/records';
import type { GrowthStep } from '../../../shared/schemas/content';
import { Pagination } from '../components/Pagination';
import { AddButton, SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { messageOf } from '../lib/errors';
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
  const pages = usePagination(steps.data ?? [], 'growthSteps');
  const { remove, deletingId } = useConfirmedDelete(useDeleteGrowthStep(), {
    question: W.deleteConfirm,
    deleted: W.deleted,
    failed: W.deleteFailed,
  });

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <AddButton label={W.addNew} onClick={onAdd} />
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
                onDelete={() => void remove(step)}
                deleting={deletingId === step._id}
              />
            ))}
          </ul>
          <Pagination state={pages} label={W.pages} />
        </>
      )}
    </>
  );
}
