import { DollarSign, Download, type LucideIcon, TrendingUp, Trophy } from 'lucide-react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Achievement } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { BlockMessage, Section } from '../shared/Section';
import { achievementFigures, type FigureKey } from './rules';
import { ABOUT_STRINGS } from './strings';

const ICONS: Record<FigureKey, LucideIcon> = {
  projectsCompleted: Trophy,
  yearOnYearGrowth: TrendingUp,
  funded: DollarSign,
  downloads: Download,
};

/** The first achievement's four statistics (SPEC 2.4), or the block's error or empty message. */
export function Achievements({ achievement }: { achievement: Block<Achievement | null> }) {
  const record = achievement.ok ? achievement.data : null;
  return (
    <Section
      id="achievements"
      tone="tint"
      eyebrow={ABOUT_STRINGS.achievementsEyebrow}
      title={record?.title || ABOUT_STRINGS.achievementsTitle}
      intro={record?.description}
    >
      {!achievement.ok ? (
        <BlockMessage tone="error">{achievement.error}</BlockMessage>
      ) : !record ? (
        <BlockMessage tone="empty">{PUBLIC_MESSAGES.achievementsEmpty}</BlockMessage>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {achievementFigures(record.statistics).map(({ key, value }) => {
            const Icon = ICONS[key];
            return (
              <div
                key={key}
                className="flex flex-col rounded-2xl border border-ink-900/5 bg-white p-5 shadow-sm sm:p-7"
              >
                <dt className="order-last mt-1 text-sm text-ink-500">{ABOUT_STRINGS.figures[key]}</dt>
                <dd>
                  <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-5 block text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{value}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </Section>
  );
}
