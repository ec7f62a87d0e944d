import { STATS_DEFAULTS } from '../../../shared/limits';
import type { Stats } from '../../../shared/schemas/content';

/** What the stats section shows: the headline, the description and the four figures. */
export type StatsFigures = Pick<
  Stats,
  'headline' | 'description' | 'loyalClients' | 'experts' | 'yearsExperience' | 'techAwards'
>;

export const STATS_FIGURE_KEYS = ['loyalClients', 'experts', 'yearsExperience', 'techAwards'] as const;

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/**
 * The stats to show (SPEC 4, 9): the built-in defaults when no record loaded; otherwise the record, where a
 * missing figure shows 0 (a missing headline or description keeps the default's words).
 */
export function statsFigures(record: Partial<Record<keyof StatsFigures, unknown>> | null | undefined): StatsFigures {
  if (!record) return { ...STATS_DEFAULTS };
  return {
    headline: text(record.headline, STATS_DEFAULTS.headline),
    description: text(record.description, STATS_DEFAULTS.description),
    loyalClients: count(record.loyalClients),
    experts: count(record.experts),
    yearsExperience: count(record.yearsExperience),
    techAwards: count(record.techAwards),
  };
}

/** `850+`; a zero shows as a plain `0`. */
export const figureText = (n: number) => (n > 0 ? `${n.toLocaleString('en-US')}+` : '0');
