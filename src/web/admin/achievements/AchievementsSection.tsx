import { Plus, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { ACHIEVEMENT_WORDS as W } from '../../../shared/admin-words/records';
import type { Achievement } from '../../../shared/schemas/content';
import { SectionHeader } from '../components/SectionHeader';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { useSectionSwitch } from '../layout/section-context';
import { useLinkedRecord } from '../lib/useEditLink';
import { AchievementForm } from './AchievementForm';
import { AchievementList } from './AchievementList';
import { useAchievements, useDeleteAchievement } from './api';

/** Closed, or open to add (achievement null) or to change one (edit mode). */
type FormState = { open: false } | { open: true; achievement: Achievement | null };

/**
 * Achievements: the 'Add New' toggle, the form, and 'Saved Achievements' below it (SPEC 2.8). At
 * /AchievementForm (the standalone form, SPEC 2.1) the form starts open.
 */
export default function AchievementsSection() {
  const standalone = useSectionSwitch() === null;
  const [state, setState] = useState<FormState>(standalone ? { open: true, achievement: null } : { open: false });
  const formId = useId();
  const edit = useCallback((achievement: Achievement) => setState({ open: true, achievement }), []);
  // `?edit=…` (a search result): that achievement's form opens once the list is loaded.
  const list = useAchievements();
  useLinkedRecord(list.data, list.isSuccess, edit);
  const { remove, deletingId } = useConfirmedDelete(useDeleteAchievement(), {
    question: O.achievementDeleteConfirm,
    deleted: O.achievementDeleted,
    failed: O.achievementDeleteError,
  });

  const editing = state.open ? state.achievement : null;
  const adding = state.open && !editing;
  const close = () => setState({ open: false });

  const onDelete = async (achievement: Achievement) => {
    // A record deleted while its form is open takes the form with it.
    if ((await remove(achievement)) && editing?._id === achievement._id) close();
  };

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <button
          type="button"
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => setState(adding ? { open: false } : { open: true, achievement: null })}
          className={`${adding ? 'btn-secondary' : 'btn-primary'} rounded-lg py-2.5`}
        >
          {adding ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {W.addNew}
        </button>
      </SectionHeader>
      {state.open && (
        <AchievementForm
          key={editing?._id ?? 'new'}
          id={formId}
          achievement={editing}
          onSaved={close}
          onCancel={close}
        />
      )}
      <AchievementList editingId={editing?._id ?? null} deletingId={deletingId} onEdit={edit} onDelete={onDelete} />
    </>
  );
}
