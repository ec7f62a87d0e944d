import type { ReactElement } from 'react';
import { icon } from '../../components/icon';
import { ratingText } from './strings';

const STAR = (
  <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
);

/** Ratings already drawn: the same few show on every render (docs/decisions/011-constant-elements.md). */
const drawn = new Map<string, ReactElement>();

/** Full stars for the rating, outline stars for the rest, read out as 'Rated 4 out of 5'. */
export function StarRating({ stars, of }: { stars: number; of: number }) {
  const key = `${stars}/${of}`;
  let rating = drawn.get(key);
  if (!rating) {
    rating = draw(stars, of);
    drawn.set(key, rating);
  }
  return rating;
}

function draw(stars: number, of: number) {
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">{ratingText(stars, of)}</span>
      {Array.from({ length: of }, (_, i) => i < stars).map((full, i) =>
        // The stars are positions, fixed for a rating: the index is their key.
        icon('star', STAR, `size-5 ${full ? 'fill-amber-400 text-amber-400' : 'fill-none text-amber-500'}`, i),
      )}
    </p>
  );
}
