import { SITE } from '../../../shared/messages';
import type { Service } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { icon } from '../../components/icon';
import { HOME_STRINGS } from './strings';

const PLAY = icon(
  'play',
  <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
  'size-3 fill-current',
);

/** The headline and buttons never change: built once (docs/decisions/011-constant-elements.md). */
const PITCH = (
  <div>
    <p className="eyebrow">{HOME_STRINGS.heroEyebrow}</p>
    <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
      {SITE.heroHeadline}
    </h1>
    <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-500">{SITE.heroText}</p>
    <div className="mt-10 flex flex-wrap items-center gap-4">
      <a href="/contact" className="btn-primary">
        {SITE.contactUs}
      </a>
      <button type="button" className="btn-secondary">
        <span className="grid size-6 place-items-center rounded-full bg-brand-600 text-white">{PLAY}</span>
        {SITE.watchProfile}
      </button>
    </div>
  </div>
);

const SPARKLES = icon(
  'sparkles',
  <>
    <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </>,
  // lucide names this icon by its alias too.
  'lucide-stars size-4',
);
const GLOW = (
  <div
    aria-hidden="true"
    className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-200/50 blur-3xl sm:size-[36rem]"
  />
);
const WINDOW_BUTTONS = (
  <div aria-hidden="true" className="flex items-center gap-1.5 border-b border-ink-900/5 px-4 py-3">
    <span className="size-2.5 rounded-full bg-red-400" />
    <span className="size-2.5 rounded-full bg-amber-400" />
    <span className="size-2.5 rounded-full bg-emerald-400" />
  </div>
);

/**
 * The home page's opening (SPEC 2.4): headline, the 15-years text, 'Contact us' and 'Watch Our Profile'
 * (whose action the spec does not show). Beside it, the first service's picture in a browser frame.
 */
export function Hero({ showcase }: { showcase: Service | undefined }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      {GLOW}
      <div className="container-page relative grid gap-14 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-28">
        {PITCH}
        {showcase && (
          <figure className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <div className="overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-2xl shadow-brand-900/15">
              {WINDOW_BUTTONS}
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
              <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white">{SPARKLES}</span>
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
