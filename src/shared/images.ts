import { IMAGE_VARIANT_WIDTHS } from './limits';

/** Where stored images are served from. */
export const UPLOADS_PATH = '/uploads';

export interface ImageUrls {
  imageUrl: string | null;
  imageSrcset: string | null;
}

/** Name of the stored copy of `image` at `width` pixels wide. */
export function variantName(image: string, width: number): string {
  return image.replace(/\.webp$/, `-${width}.webp`);
}

/** The widths stored for an image `width` pixels wide: each standard width below it, then its own. */
export function storedWidths(width: number): number[] {
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < width), width];
}

/** The rooted URL and `srcset` of a stored image (`image` is its file name). */
export function imageUrls(image: string | null, width: number | null): ImageUrls {
  if (!image) return { imageUrl: null, imageSrcset: null };
  const imageUrl = `${UPLOADS_PATH}/${image}`;
  if (!width) return { imageUrl, imageSrcset: null };
  const srcset = storedWidths(width)
    .map((w) => `${w === width ? imageUrl : `${UPLOADS_PATH}/${variantName(image, w)}`} ${w}w`)
    .join(', ');
  return { imageUrl, imageSrcset: srcset };
}
