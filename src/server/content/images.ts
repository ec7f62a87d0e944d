/**
 * Writes that carry an image: store the new image first, then the row; if the row fails, the new files
 * go; once it succeeds, the files the row no longer points at go.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_MESSAGES, API_MESSAGES } from '../../shared/admin-messages';
import { MEDIA_WORDS } from '../../shared/admin-words/media';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { media, revisions, trash } from '../db/schema';
import { HttpError } from '../errors';
import { deleteImage, ImageRejected, type StoredImage, storeImage } from '../media/images';
import { discardImage, isInUse, measureMissing, recentTextImages, registerImage } from '../media/library';
import { isStorageFull } from '../media/storage';
import type { FormImage, UploadedFile } from '../media/upload';

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
  options: { namePrefix?: string; uploadedBy?: string } = {},
) {
  const { uploadedBy, ...processing } = options;
  try {
    const stored = await app.imageQueue.run(async () => {
      const timer = app.metrics.images.startTimer();
      try {
        return await storeImage(app.storage, file.data, processing);
      } finally {
        timer();
      }
    });
    const row = await registerImage(app.db, stored, {
      fileName: file.filename,
      bytes: stored.bytes,
      uploadedBy,
    }).catch(async (error) => {
      await deleteImage(app.storage, stored).catch(() => {});
      throw error;
    });
    return { ...stored, row };
  } catch (error) {
    if (isStorageFull(error)) {
      // storeImage and registerImage left nothing behind; whoever runs the site has to free space.
      app.log.error({ err: error }, 'no room left to store an uploaded image: the upload was refused (507)');
      throw new HttpError(507, ERROR_CODES.insufficientStorage, API_MESSAGES.storageFull, {
        [file.field]: API_MESSAGES.storageFull,
      });
    }
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
    file: FormImage | null;
    invalidMessage: string;
    current?: ImageColumns | null;
    remove?: boolean | undefined;
  },
  write: (image: ImageColumns) => Promise<T>,
): Promise<T> {
  const { file } = options;
  const stored: StoredImage | null = file?.data ? await storeUpload(app, file, options.invalidMessage) : null;
  const chosen = file?.mediaId ? await chosenImage(app, file.field, file.mediaId) : null;
  const next: ImageColumns =
    stored ?? chosen ?? (options.remove ? NO_IMAGE : imageColumns(options.current ?? NO_IMAGE));
  let result: T;
  try {
    result = await write(next);
  } catch (error) {
    if (stored) await discardImage(app, stored.image).catch(() => {});
    // Deleted from the library between the look-up and the save: the foreign key refused the save.
    if (chosen && isInUse(error)) throw imageGone(file?.field ?? 'image');
    throw error;
  }
  if (options.current?.image && options.current.image !== next.image) await releaseImage(app, options.current);
  return result;
}

const imageGone = (field: string) =>
  new HttpError(409, ERROR_CODES.conflict, MEDIA_WORDS.chosenMissing, { [field]: MEDIA_WORDS.chosenMissing });

/** The image columns of an image chosen from the media library by its id; a 409 by its field when it is gone. */
async function chosenImage(app: FastifyInstance, field: string, mediaId: string): Promise<ImageColumns> {
  if (!z.uuid().safeParse(mediaId).success) {
    throw new HttpError(400, ERROR_CODES.validation, MEDIA_WORDS.chosenMissing, { [field]: MEDIA_WORDS.chosenMissing });
  }
  const [row] = await app.db.select().from(media).where(eq(media.id, mediaId));
  if (!row) throw imageGone(field);
  const [measured] = await measureMissing(app.db, app.storage, [row]);
  return { image: row.name, imageWidth: measured?.width ?? null, imageHeight: measured?.height ?? null };
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

/**
 * Deletes an image a record stopped showing, with its files, unless another record, a revision or a deleted
 * record still shows it (the library keeps it then).
 */
export async function releaseImage(app: FastifyInstance, image: Pick<ImageColumns, 'image'>) {
  if (!image.image) return;
  try {
    if (await imageInHistory(app.db, image.image)) return;
    await discardImage(app, image.image);
  } catch (error) {
    app.log.error({ err: error }, 'could not delete an image');
  }
}

const HOUR_MS = 60 * 60 * 1000;
/** How long an image put into a post's text may wait for the post to be saved (issue 13). */
export const UNSAVED_TEXT_IMAGE_HOURS = 24;

/**
 * Deletes the images uploaded into a post's text more than a day ago that no post and no saved version shows:
 * the editor uploaded them, but the post was never saved with them. Run hourly by the job queue.
 */
export async function sweepUnsavedTextImages(app: FastifyInstance, now = new Date()): Promise<number> {
  const to = new Date(now.getTime() - UNSAVED_TEXT_IMAGE_HOURS * HOUR_MS);
  const from = new Date(to.getTime() - 6 * 24 * HOUR_MS);
  let swept = 0;
  for (const name of await recentTextImages(app.db, from, to)) {
    if (await imageInHistory(app.db, name)) continue;
    if (await discardImage(app, name)) swept++;
  }
  return swept;
}

/** The queue of the hourly sweep of text images never saved in a post. */
export const MEDIA_SWEEP_QUEUE = 'media-sweep';
const MEDIA_SWEEP_CRON = '17 * * * *';

/** Starts the hourly sweep on the job queue: one instance of a fleet runs it each hour. */
export async function startMediaSweep(app: FastifyInstance) {
  await app.jobs.work(
    MEDIA_SWEEP_QUEUE,
    async () => {
      const swept = await sweepUnsavedTextImages(app);
      if (swept > 0) app.log.info({ swept }, 'unsaved images of post texts deleted');
    },
    { cron: MEDIA_SWEEP_CRON },
  );
}
