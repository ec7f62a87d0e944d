import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { ACHIEVEMENT_WORDS as W } from '../../../shared/admin-words/records';
import type { Achievement } from '../../../shared/schemas/content';
import { achievementDate, FIGURE_KEYS, figure } from './format';

interface Props {
  achievement: Achievement;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const action =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-50';

/** One saved achievement: title, date (or 'No date specified'), description, its figures, Edit and Delete. */
export function AchievementCard({ achievement, editing, deleting, onEdit, onDelete }: Props) {
  return (
    <li
      data-testid="achievement-card"
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        editing ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-ink-900/5'
      }`}
    >
      <h3 className="font-semibold break-words text-ink-900">{achievement.title}</h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-500">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {achievementDate(achievement.date)}
      </p>
      <p className="mt-3 line-clamp-4 text-sm leading-relaxed break-words text-ink-700">{achievement.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {FIGURE_KEYS.map((key) => (
          <div key={key} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-ink-500">{W.figures[key]}</dt>
            <dd className="font-semibold break-words text-ink-900">{figure(key, achievement.statistics[key])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex justify-end gap-2 pt-4">
        <button
          type="button"
          onClick={onEdit}
          aria-label={W.edit(achievement.title)}
          className={`${action} text-brand-700 hover:bg-brand-50`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {ADMIN_FRAME.edit}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={W.delete(achievement.title)}
          className={`${action} text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {ADMIN_FRAME.delete}
        </button>
      </div>
    </li>
  );
}
