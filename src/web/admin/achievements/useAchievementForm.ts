import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { ACHIEVEMENT_WORDS as W } from '../../../shared/admin-words/records';
import { achievementInput } from '../../../shared/schemas/admin-inputs';
import type { Achievement } from '../../../shared/schemas/content';
import { useUnsavedChanges } from '../components/unsaved';
import { useFormConflict } from '../components/useFormConflict';
import { fieldErrors, unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { useSaveAchievement } from './api';

export type AchievementValues = z.input<typeof achievementInput>;
type Output = z.output<typeof achievementInput>;

/** The form's starting values: the achievement's, or empty for a new one (numbers as the inputs hold them). */
function initialValues(achievement: Achievement | null): AchievementValues {
  const stat = (key: keyof Achievement['statistics']) => (achievement ? String(achievement.statistics[key]) : '');
  return {
    title: achievement?.title ?? '',
    description: achievement?.description ?? '',
    statistics: {
      projectsCompleted: stat('projectsCompleted'),
      yearOnYearGrowth: stat('yearOnYearGrowth'),
      funded: stat('funded'),
      downloads: stat('downloads'),
    },
    date: achievement?.date ?? '',
  };
}

/** What the conflict panel compares and 'Copy my text' copies. */
const LABELS = {
  title: W.title,
  description: W.description,
  'statistics.projectsCompleted': W.projectsCompleted,
  'statistics.yearOnYearGrowth': W.yearOnYearGrowth,
  'statistics.funded': W.funded,
  'statistics.downloads': W.downloads,
  date: W.date,
};

/**
 * Add or change an achievement, checked with the server's own schema (every field required, the
 * four figures numbers of 0 or more, a date). A refused save shows the server's field messages too, and one refused
 * over a colleague's the conflict panel (`conflict`, its props).
 */
export function useAchievementForm(achievement: Achievement | null, onSaved: () => void) {
  const editing = achievement !== null;
  const save = useSaveAchievement();
  const form = useForm<AchievementValues, unknown, Output>({
    resolver: zodResolver(achievementInput),
    defaultValues: initialValues(achievement),
  });
  useUnsavedChanges(form.formState.isDirty);
  const conflict = useFormConflict({
    form,
    record: achievement,
    toForm: initialValues,
    labels: LABELS,
    resubmit: () => void submit(),
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: achievement?._id, input, version: conflict.version() });
      conflict.saved();
      notify.success(editing ? O.achievementUpdated : O.achievementAdded);
      onSaved();
    } catch (error) {
      for (const [name, message] of Object.entries(fieldErrors(error))) {
        form.setError(name as Parameters<typeof form.setError>[0], { message });
      }
      conflict.failed(error);
      notify.error(unlessConflict(error, O.achievementSaveError));
    }
  });

  return { editing, form, submit, busy: save.isPending, conflict: conflict.panel };
}
