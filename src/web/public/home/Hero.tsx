import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../../shared/messages';
import type { Stats } from '../../../shared/schemas/content';

type Figures = Pick<Stats, 'loyalClients' | 'experts' | 'yearsExperience' | 'techAwards'>;

export function Hero({ figures }: { figures: Figures }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-200/50 blur-3xl sm:size-[36rem]"
      />
      <div className="container-page relative grid gap-12 py-20 sm:py-28 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="eyebrow">Software &amp; digital services</p>
          <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
            {SITE.heroHeadline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-500">{SITE.heroText}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to="/contact" className="btn-primary">
              {SITE.contactUs}
            </Link>
            <button type="button" className="btn-secondary">
              <span className="grid size-6 place-items-center rounded-full bg-brand-600 text-white">
                <Play aria-hidden="true" className="size-3 fill-current" />
              </span>
              {SITE.watchProfile}
            </button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {(
            [
              [figures.loyalClients, 'Loyal clients'],
              [figures.experts, 'Experts'],
              [figures.yearsExperience, 'Years of experience'],
              [figures.techAwards, 'Tech awards'],
            ] as const
          ).map(([figure, label]) => (
            <div key={label} className="rounded-2xl border border-ink-900/5 bg-white p-6 shadow-sm">
              <dt className="text-sm text-ink-500">{label}</dt>
              <dd className="mt-2 text-3xl font-bold text-ink-900">{figure.toLocaleString('en-US')}+</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
