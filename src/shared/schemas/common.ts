import { z } from 'zod';
import { fieldMessages } from '../admin-messages';

/** Fields every stored record answers with. */
export const recordFields = {
  _id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Fields of a content record: those of every record, and its version (one more with each save that changes it). */
export const versionedFields = {
  ...recordFields,
  version: z.number().int().min(1),
};

/** A stored image as the API describes it: the file name, its URL, its WebP `srcset` and size. */
export const imageFields = {
  image: z.string().nullable(),
  /** The image's description (issue 13): the media library's, else the record's name; '' when decorative. */
  imageAlt: z.string(),
  imageUrl: z.string().nullable(),
  imageSrcset: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
};

/** Required, trimmed text with a clear message for a missing, wrong-typed or too long value. */
export function requiredText(label: string, max: number, required?: string) {
  const m = fieldMessages(label, max);
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? (required ?? m.required) : m.type),
    })
    .trim()
    .min(1, { error: required ?? m.required })
    .max(max, { error: m.tooLong });
}

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A 409 to a write that named a version no longer current: the record as it is now… */
  current: z.record(z.string(), z.unknown()).optional(),
  /** …who saved that version (null: the site itself, e.g. a scheduled publish), and when. */
  by: z.object({ name: z.string(), email: z.string() }).nullable().optional(),
  at: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  insufficientStorage: 'INSUFFICIENT_STORAGE',
  internal: 'INTERNAL',
} as const;

export const idParams = z.object({ id: z.uuid({ error: 'Not a valid id.' }) });
