import { splitHeadline } from '../../../shared/text';
import { figureText, STATS_FIGURE_KEYS, type StatsFigures } from './stats';
import { SECTION_STRINGS } from './strings';

/**
 * The stats band (SPEC 2.4): the headline on three lines (first 3 words, next 2, the rest), the description,
 * 'Contact Us', and the four figures.
 */
export function StatsSection({ stats }: { stats: StatsFigures }) {
  const [first, second, rest] = splitHeadline(stats.headline);
  return (
    <section aria-labelledby="stats-heading" className="relative overflow-hidden bg-ink-900 py-16 text-white sm:py-24">
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-40 size-[30rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="container-page relative grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <p className="eyebrow text-brand-300">{SECTION_STRINGS.statsEyebrow}</p>
          <h2 id="stats-heading" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            <span className="block">{first}</span> <span className="block text-brand-300">{second}</span>{' '}
            <span className="block">{rest}</span>
          </h2>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75">{stats.description}</p>
          <a href="/contact" className="btn-primary mt-8">
            {SECTION_STRINGS.contactUs}
          </a>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {STATS_FIGURE_KEYS.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse justify-end rounded-2xl border border-white/10 bg-white/5 p-6 backdrop-blur sm:p-8"
            >
              <dt className="mt-2 text-sm font-medium text-white/70">{SECTION_STRINGS.statsLabels[key]}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{figureText(stats[key])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
