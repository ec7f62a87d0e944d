import { useId } from 'react';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { ACHIEVEMENT_WORDS as W } from '../../../shared/admin-words/records';
import type { Achievement } from '../../../shared/schemas/content';
import { Pagination } from '../components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { usePagination } from '../lib/usePagination';
import { AchievementCard } from './AchievementCard';
import { useAchievements } from './api';

interface Props {
  editingId: string | null;
  deletingId: string | null;
  onEdit: (achievement: Achievement) => void;
  onDelete: (achievement: Achievement) => void;
}

/** 'Saved Achievements', newest first, 9 per page, with its loading, error and empty states. */
export function AchievementList({ editingId, deletingId, onEdit, onDelete }: Props) {
  const achievements = useAchievements();
  const pages = usePagination(achievements.data ?? [], 'achievements');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-ink-900">
        {W.saved}
      </h2>
      {achievements.isPending ? (
        <LoadingState text={W.loading} />
      ) : achievements.isError ? (
        <ErrorState title={W.loadFailed} onRetry={() => achievements.refetch()} />
      ) : achievements.data.length === 0 ? (
        <EmptyState title={O.noAchievements} />
      ) : (
        <>
          <ul className="grid gap-5 md:grid-cols-2 2xl:grid-cols-3">
            {pages.items.map((achievement) => (
              <AchievementCard
                key={achievement._id}
                achievement={achievement}
                editing={achievement._id === editingId}
                deleting={achievement._id === deletingId}
                onEdit={() => onEdit(achievement)}
                onDelete={() => onDelete(achievement)}
              />
            ))}
          </ul>
          <Pagination state={pages} label={W.pages} />
        </>
      )}
    </section>
  );
}
