import { Play, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../../shared/messages';
import type { Service } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { HOME_STRINGS } from './strings';

/**
 * The home page's opening (SPEC 2.4): headline, the 15-years text, 'Contact us' and 'Watch Our Profile'
 * (whose action the spec does not show). Beside it, the first service's picture in a browser frame.
 */
export function Hero({ showcase }: { showcase: Service | undefined }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-200/50 blur-3xl sm:size-[36rem]"
      />
      <div className="container-page relative grid gap-14 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-28">
        <div>
          <p className="eyebrow">{HOME_STRINGS.heroEyebrow}</p>
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
        {showcase && (
          <figure className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <div className="overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-2xl shadow-brand-900/15">
              <div aria-hidden="true" className="flex items-center gap-1.5 border-b border-ink-900/5 px-4 py-3">
                <span className="size-2.5 rounded-full bg-red-400" />
                <span className="size-2.5 rounded-full bg-amber-400" />
                <span className="size-2.5 rounded-full bg-emerald-400" />
              </div>
              <Img
                src={showcase.imageUrl}
                srcSet={showcase.imageSrcset}
                sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, (min-width: 640px) 36rem, 100vw"
                width={showcase.imageWidth ?? 1600}
                height={showcase.imageHeight ?? 1000}
                alt=""
                priority
                className="aspect-[16/10] w-full object-cover"
              />
            </div>
            <figcaption className="absolute -bottom-6 left-4 flex items-center gap-3 rounded-2xl border border-ink-900/5 bg-white px-4 py-3 shadow-lg sm:left-8">
              <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white">
                <Sparkles aria-hidden="true" className="size-4" />
              </span>
              <span>
                <span className="block text-xs text-ink-500">{HOME_STRINGS.showcaseLabel}</span>
                <span className="block text-sm font-semibold text-ink-900">{showcase.name}</span>
              </span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
