import { STATS_WORDS as W } from '../../../shared/admin-words/singles';
import type { Stats } from '../../../shared/schemas/content';
import { Panel } from '../components/SectionHeader';

const COUNT_KEYS = ['loyalClients', 'experts', 'yearsExperience', 'techAwards'] as const;

/** The saved stats as the home page uses them: headline, description and the four figures. */
export function StatsFigures({ stats }: { stats: Stats }) {
  return (
    <Panel>
      <h2 className="text-xl font-bold tracking-tight text-balance text-ink-900">{stats.headline}</h2>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-ink-700">{stats.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNT_KEYS.map((key) => (
          <div
            key={key}
            data-testid={`stat-${key}`}
            className="flex flex-col-reverse justify-end rounded-xl border border-ink-900/5 bg-slate-50 p-4"
          >
            <dt className="mt-1 text-sm font-medium text-ink-500">{W.counts[key]}</dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums">{stats[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
