import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { icon } from '../../components/icon';
import { Section } from '../shared/Section';
import { StarRating } from './StarRating';
import { SECTION_STRINGS, TESTIMONIAL_RATING, TESTIMONIALS } from './strings';

const QUOTE_MARK = icon(
  'quote',
  <>
    <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
    <path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
  </>,
  'absolute top-8 right-8 size-10 text-brand-100 sm:top-10 sm:right-10',
);

/**
 * The quotes never change, so their elements are built once, not on every render (see
 * docs/decisions/011-constant-elements.md).
 */
const QUOTES = (
  <ul className="grid gap-6 lg:grid-cols-2 lg:gap-8">
    {TESTIMONIALS.map((t) => (
      <li key={t.name}>
        <figure className="relative flex h-full flex-col rounded-2xl border border-ink-900/5 bg-white p-8 shadow-sm sm:p-10">
          {QUOTE_MARK}
          <StarRating stars={TESTIMONIAL_RATING.stars} of={TESTIMONIAL_RATING.of} />
          <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-ink-700">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            >
              {t.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{t.name}</span>
              <span className="block text-sm text-ink-500">{t.role}</span>
            </span>
          </figcaption>
        </figure>
      </li>
    ))}
  </ul>
);

/** 'Our Satisfied Customers': two static quotes, each with its star rating (SPEC 2.4, 9). */
export function Testimonials() {
  return (
    <Section
      id="testimonials-heading"
      eyebrow={SECTION_STRINGS.testimonialsEyebrow}
      title={PUBLIC_MESSAGES.testimonialsHeading}
      tone="tint"
    >
      {QUOTES}
    </Section>
  );
}
