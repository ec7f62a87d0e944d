import type { Product } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { icon } from '../../components/icon';
import { SECTION_STRINGS } from './strings';

/** The same in every card: built once (docs/decisions/011-constant-elements.md). */
const OPENS_OUTSIDE = icon(
  'external-link',
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
  'size-4',
);

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';

/** A product (SPEC 2.4): image, name, description, and 'Visit' to its `link`, in a new tab, when it has one. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="overflow-hidden bg-brand-50">
        <Img
          src={product.imageUrl}
          srcSet={product.imageSrcset}
          sizes={CARD_SIZES}
          width={product.imageWidth ?? 1600}
          height={product.imageHeight ?? 1000}
          alt={product.imageAlt}
          className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-ink-900">{product.name}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-500">{product.description}</p>
        {product.link && (
          <a
            href={product.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-1.5 self-start rounded-full border border-ink-900/15 px-4 py-2 text-sm font-semibold text-ink-900 transition hover:border-brand-600 hover:text-brand-700"
          >
            {SECTION_STRINGS.visit}
            <span className="sr-only">
              {' '}
              {product.name} {SECTION_STRINGS.opensInNewTab}
            </span>
            {OPENS_OUTSIDE}
          </a>
        )}
      </div>
    </article>
  );
}
