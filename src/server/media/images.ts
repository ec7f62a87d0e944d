/**
 * The one path every image takes, from an upload or from the demo seed: decode it with sharp (which
 * proves it is an image), apply its orientation, drop its metadata, and store WebP copies at the
 * standard widths. The stored name is random; the uploaded name is never used.
 */
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { storedWidths, variantName } from '../../shared/images';
import { IMAGE_MAX_WIDTH } from '../../shared/limits';
import { loadSharp } from './sharp';
import type { Storage } from './storage';

/** Formats accepted from outside. SVG is not among them: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs: no accepted image may hold more pixels than this. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly reason: 'unsupported' | 'too-many-pixels',
  ) {
    super(message);
  }
}

export interface StoredImage {
  /** File name of the widest copy, e.g. `3f2a....webp`; variants are named from it. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  /** Size of the widest copy's file. */
  bytes: number;
}

interface ProcessOptions {
  /** Seed art is SVG that the project drew itself; uploads are never trusted with it. */
  trustedSvg?: boolean;
  /** Put before the random name, to tell a kind of image apart (the posts' text images: `text-`). */
  namePrefix?: string;
}

/** Decodes, normalizes and stores `input`; returns its name and size. Leaves no file behind on failure. */
export async function storeImage(storage: Storage, input: Buffer, options: ProcessOptions = {}): Promise<StoredImage> {
  const sharp = await loadSharp();
  const { base, width, height } = await normalize(input, options);
  const name = `${options.namePrefix ?? ''}${randomUUID()}.webp`;
  const written: string[] = [];
  try {
    for (const w of storedWidths(width)) {
      const fileName = w === width ? name : variantName(name, w);
      const data = w === width ? base : await sharp(base).resize({ width: w }).webp({ quality: 80 }).toBuffer();
      await storage.put(fileName, data, 'image/webp');
      written.push(fileName);
    }
  } catch (error) {
    await Promise.all(written.map((f) => storage.delete(f).catch(() => {})));
    throw error;
  }
  return { image: name, imageWidth: width, imageHeight: height, bytes: base.length };
}

/** Deletes every stored copy of an image. */
export async function deleteImage(storage: Storage, image: { image: string | null; imageWidth: number | null }) {
  if (!image.image) return;
  const names = [image.image, ...storedWidths(image.imageWidth ?? 0).map((w) => variantName(image.image ?? '', w))];
  await Promise.all(names.map((n) => storage.delete(n)));
}

async function normalize(input: Buffer, options: ProcessOptions) {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reads the header only (no pixels are decoded), so a bomb is measured here without being inflated.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('The file is not a readable image.', 'unsupported');
  }
  const format = meta.format ?? '';
  if (!ACCEPTED_FORMATS.has(format) && !(options.trustedSvg && format === 'svg')) {
    throw new ImageRejected('Image must be JPEG, PNG, GIF or WEBP format', 'unsupported');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRejected('The image has too many pixels.', 'too-many-pixels');
  }
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF and GPS go.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { base: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('The file is not a readable image.', 'unsupported');
  }
}
