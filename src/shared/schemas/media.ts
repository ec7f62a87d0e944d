import { z } from 'zod';
import { MEDIA_ALT_MAX, MEDIA_WORDS } from '../admin-words/media';

/** The media library (issue 13). */
export const mediaQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int({ error: 'The page must be a whole number from 1.' })
    .min(1, { error: 'The page must be a whole number from 1.' })
    .max(100_000, { error: 'The page must be a whole number from 1.' })
    .default(1),
  q: z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).optional(),
});

export const mediaUse = z.object({
  /** The record's kind, as in history (`blog`, `service`, `product`, `team`, `growthsteps`). */
  type: z.string(),
  id: z.string(),
  title: z.string(),
});

export const mediaItem = z.object({
  _id: z.string(),
  url: z.string(),
  srcset: z.string().nullable(),
  /** The file's name as uploaded, or the stored name for images older than the library. */
  fileName: z.string(),
  alt: z.string().nullable(),
  decorative: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  createdAt: z.string(),
  usedBy: z.array(mediaUse),
  /** Sent back with a change of its description (If-Match): a change over a colleague's answers 409. */
  version: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaList = z.object({ items: z.array(mediaItem), total: z.number().int() });
export type MediaList = z.infer<typeof mediaList>;

export const mediaChange = z
  .object({
    alt: z
      .string({ error: 'The description must be text.' })
      .trim()
      .max(MEDIA_ALT_MAX, { error: MEDIA_WORDS.altTooLong })
      .nullable()
      .optional(),
    decorative: z.boolean({ error: 'Decorative is true or false.' }).optional(),
  })
  .strict();
export type MediaChange = z.infer<typeof mediaChange>;

/** The answer to a delete refused because records show the image. */
export const mediaInUse = z.object({ message: z.string(), code: z.string(), usedBy: z.array(mediaUse) });
