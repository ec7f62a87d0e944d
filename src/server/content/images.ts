/**
 * Writes that carry an image: store the new image first, then the row; if the row fails, the new files
 * go; once it succeeds, the files the row no longer points at go.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { revisions, trash } from '../db/schema';
import { HttpError } from '../errors';
import { deleteImage, ImageRejected, type StoredImage, storeImage } from '../media/images';
import type { UploadedFile } from '../media/upload';

export interface ImageColumns {
  image: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

export const NO_IMAGE: ImageColumns = { image: null, imageWidth: null, imageHeight: null };

/** Only the image columns of a row, so that writing them back cannot undo an edit of its other fields. */
const imageColumns = ({ image, imageWidth, imageHeight }: ImageColumns): ImageColumns => ({
  image,
  imageWidth,
  imageHeight,
});

/** Decodes and stores an uploaded image; an upload that is not an image gets a 4xx with `invalidMessage`. */
export async function storeUpload(
  app: FastifyInstance,
  file: UploadedFile,
  invalidMessage: string,
  options: { namePrefix?: string } = {},
) {
  try {
    return await app.imageQueue.run(() => storeImage(app.storage, file.data, options));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'too-many-pixels') {
      throw new HttpError(413, ERROR_CODES.tooLarge, ADMIN_MESSAGES.imageTooManyPixels, {
        [file.field]: ADMIN_MESSAGES.imageTooManyPixels,
      });
    }
    throw new HttpError(415, ERROR_CODES.unsupportedMedia, invalidMessage, { [file.field]: invalidMessage });
  }
}

/**
 * Runs `write` with the image columns to store: the new upload's, none (when removing), or the current
 * ones. Cleans up the files of whichever side lost.
 */
export async function writeWithImage<T>(
  app: FastifyInstance,
  options: {
    file: UploadedFile | null;
    invalidMessage: string;
    current?: ImageColumns | null;
    remove?: boolean | undefined;
  },
  write: (image: ImageColumns) => Promise<T>,
): Promise<T> {
  const stored: StoredImage | null = options.file ? await storeUpload(app, options.file, options.invalidMessage) : null;
  const next: ImageColumns = stored ?? (options.remove ? NO_IMAGE : imageColumns(options.current ?? NO_IMAGE));
  let result: T;
  try {
    result = await write(next);
  } catch (error) {
    if (stored) await deleteImage(app.storage, stored).catch(() => {});
    throw error;
  }
  if (options.current?.image && options.current.image !== next.image) await releaseImage(app, options.current);
  return result;
}

/**
 * Whether a stored image is still shown by a saved version of a record or by a deleted one (issue 12): such an
 * image is kept, so that restoring that version brings the picture back.
 */
export async function imageInHistory(db: Db, name: string): Promise<boolean> {
  const pattern = `%${name}%`;
  const [revision] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(sql`${revisions.data}::text like ${pattern}`)
    .limit(1);
  if (revision) return true;
  const [deleted] = await db
    .select({ id: trash.id })
    .from(trash)
    .where(sql`${trash.data}::text like ${pattern}`)
    .limit(1);
  return Boolean(deleted);
}

/** Deletes the files of an image no record shows any more, unless a revision or a deleted record still does. */
export async function releaseImage(app: FastifyInstance, image: ImageColumns) {
  if (!image.image) return;
  try {
    if (await imageInHistory(app.db, image.image)) return;
    await deleteImage(app.storage, image);
  } catch (error) {
    app.log.error({ err: error }, 'could not delete an image');
  }
}
