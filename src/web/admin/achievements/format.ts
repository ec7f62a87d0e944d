import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import type { Achievement } from '../../../shared/schemas/content';

/** `2025-12-31` as "December 31, 2025"; none or unreadable: 'No date specified' (SPEC 2.8). */
export function achievementDate(date: string | null | undefined): string {
  if (!date) return ADMIN_OUTCOMES.noDate;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return ADMIN_OUTCOMES.noDate;
  return parsed.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

type Key = keyof Achievement['statistics'];

/** Each statistic written with its unit: 38%, $2,500,000, 1,200,000. */
export function figure(key: Key, value: number): string {
  const number = value.toLocaleString('en-US');
  if (key === 'yearOnYearGrowth') return `${number}%`;
  if (key === 'funded') return `$${number}`;
  return number;
}

export const FIGURE_KEYS: readonly Key[] = ['projectsCompleted', 'yearOnYearGrowth', 'funded', 'downloads'];
