/** The About page's pure rules (SPEC 2.4): the highlighted phrase, value icons, achievement figures, team defaults. */
import { Accessibility, Handshake, Lightbulb, Rocket, ShieldCheck, Target } from 'lucide-react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Achievement, TeamMember } from '../../../shared/schemas/content';
import { TEAM_DEFAULT_LINKS, TEAM_PLACEHOLDER } from './strings';

/**
 * `title` split around the first occurrence of `phrase` (any case): [before, the phrase as written, after].
 * Without the phrase: [title, null, ''].
 */
export function splitAtPhrase(title: string, phrase: string): [string, string | null, string] {
  const at = phrase ? title.toLowerCase().indexOf(phrase.toLowerCase()) : -1;
  if (at < 0) return [title, null, ''];
  return [title.slice(0, at), title.slice(at, at + phrase.length), title.slice(at + phrase.length)];
}

/** The fixed icon list for company values; a value's icon depends only on its position. */
export const VALUE_ICONS = [Lightbulb, Rocket, Target, Accessibility, ShieldCheck, Handshake] as const;

/** The icon of the value at `index`, cycling through VALUE_ICONS. */
export function valueIcon(index: number) {
  const n = VALUE_ICONS.length;
  return VALUE_ICONS[((Math.trunc(index) % n) + n) % n] ?? Lightbulb;
}

const UNITS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/** A short form of a large number: 1200000 -> 1.2M, 12500 -> 12.5K, 950 -> 950. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  for (let i = 0; i < UNITS.length; i++) {
    const [size, suffix] = UNITS[i] as (typeof UNITS)[number];
    if (abs < size) continue;
    const rounded = Math.round((value / size) * 10) / 10;
    // 999,950 rounds to 1000K: show it in the next unit up instead.
    const bigger = UNITS[i - 1];
    if (Math.abs(rounded) >= 1000 && bigger) return `${Math.round((value / bigger[0]) * 10) / 10}${bigger[1]}`;
    return `${rounded}${suffix}`;
  }
  return String(Math.round(value * 10) / 10);
}

export type FigureKind = 'count' | 'percent' | 'dollars' | 'compact';

const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One achievement figure as shown; a missing figure shows 'N/A' (SPEC 2.4). */
export function formatFigure(value: number | null | undefined, kind: FigureKind): string {
  if (!isFigure(value)) return PUBLIC_MESSAGES.achievementMissing;
  switch (kind) {
    case 'count':
      return value.toLocaleString('en-US');
    case 'percent':
      return `${value}%`;
    case 'dollars':
      return `$${compactNumber(value)}`;
    case 'compact':
      return compactNumber(value);
  }
}

export type FigureKey = keyof Achievement['statistics'];

/** The four statistics in the order the page shows them, each with how it is written. */
export const ACHIEVEMENT_FIGURES: readonly [FigureKey, FigureKind][] = [
  ['projectsCompleted', 'count'],
  ['yearOnYearGrowth', 'percent'],
  ['funded', 'dollars'],
  ['downloads', 'compact'],
];

/** Every figure of an achievement's statistics, formatted ('N/A' for each one missing). */
export function achievementFigures(statistics: Partial<Achievement['statistics']> | null | undefined) {
  return ACHIEVEMENT_FIGURES.map(([key, kind]) => ({ key, value: formatFigure(statistics?.[key], kind) }));
}

const filled = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** What a team card shows, with the spec's defaults for anything missing (SPEC 2.4). */
export function teamCard(member: Partial<TeamMember>) {
  return {
    name: [filled(member.firstName), filled(member.lastName)].filter(Boolean).join(' '),
    role: filled(member.role) ?? PUBLIC_MESSAGES.teamDefaultRole,
    description: filled(member.description) ?? PUBLIC_MESSAGES.teamDefaultDescription,
    imageUrl: filled(member.imageUrl),
    /** The media library's description of the portrait, or the member's name (issue 13); '' when decorative. */
    imageAlt: member.imageAlt,
    placeholder: TEAM_PLACEHOLDER,
    linkedin: filled(member.linkedin) ?? TEAM_DEFAULT_LINKS.linkedin,
    dribbble: filled(member.dribbble) ?? TEAM_DEFAULT_LINKS.dribbble,
    /** The link is the company's default, so it is named the company's, not the member's (issue 27). */
    companyLinkedin: !filled(member.linkedin),
    companyDribbble: !filled(member.dribbble),
  };
}
