import { type ImgHTMLAttributes, useState } from 'react';

/** The spec's fallback for a missing or broken image (SPEC 9: "a default-image file"). */
export const DEFAULT_IMAGE = '/images/default-image.svg';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string | null | undefined;
  srcSet?: string | null | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallback?: string;
  /** Above the fold: load at once and with priority. Otherwise lazy. */
  priority?: boolean;
  alt: string;
}

/**
 * An image with responsive sources, explicit size, lazy loading below the fold, and a fallback when it
 * is missing or broken. Width and height reserve the space, so nothing jumps as images arrive.
 */
export function Img({ src, srcSet, fallback = DEFAULT_IMAGE, priority = false, alt, ...rest }: Props) {
  const [broken, setBroken] = useState(false);
  const useFallback = broken || !src;
  return (
    <img
      src={useFallback ? fallback : src}
      srcSet={useFallback ? undefined : (srcSet ?? undefined)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setBroken(true)}
      // Read by islands that keep server markup without hydrating it (components/StaticIsland.tsx).
      data-fallback={fallback}
      {...rest}
    />
  );
}
