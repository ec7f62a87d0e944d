import type { Service } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { icon } from '../../components/icon';
import { SECTION_STRINGS } from './strings';

/** The same in every card: built once (docs/decisions/011-constant-elements.md). */
const ARROW = icon(
  'arrow-right',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
  'size-4',
);

/** Three columns from 1024 px (at most ~400 px wide in the 1280 px container), two from 640 px. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';

/** One service (SPEC 2.4): image, name, description and a 'Contact Us' button to /contact. */
export function ServiceCard({ service }: { service: Service }) {
  const headingId = `service-${service._id}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="overflow-hidden bg-brand-50">
        <Img
          src={service.imageUrl}
          srcSet={service.imageSrcset}
          sizes={CARD_SIZES}
          width={service.imageWidth ?? 1600}
          height={service.imageHeight ?? 1000}
          alt={service.imageAlt}
          className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-lg font-semibold text-ink-900">
          {service.name}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-500">{service.description}</p>
        <a
          href="/contact"
          aria-describedby={headingId}
          className="mt-6 inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-600 hover:text-white"
        >
          {SECTION_STRINGS.contactUs}
          {ARROW}
        </a>
      </div>
    </article>
  );
}
