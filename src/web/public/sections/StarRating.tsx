import { Star } from 'lucide-react';
import { ratingText } from './strings';

/** Full stars for the rating, outline stars for the rest, read out as 'Rated 4 out of 5'. */
export function StarRating({ stars, of }: { stars: number; of: number }) {
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">{ratingText(stars, of)}</span>
      {Array.from({ length: of }, (_, i) => i < stars).map((full, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, fixed for a rating
          key={i}
          aria-hidden="true"
          className={`size-5 ${full ? 'fill-amber-400 text-amber-400' : 'fill-none text-amber-500'}`}
        />
      ))}
    </p>
  );
}
