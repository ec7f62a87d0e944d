/**
 * sharp, loaded the first time an image is processed rather than at start: libvips costs a restart about 0.1 s and
 * an idle site about 20 MB that a site nobody uploads to never needs (decision 055).
 */
import type { default as Sharp } from 'sharp';

let loaded: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image and no operation cache: the queue (image-queue.ts) already bounds how many
    // images run, and each would otherwise take every core and keep decoded pixels after it is done.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
