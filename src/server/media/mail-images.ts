/**
 * The pictures of mails as JPEG (issue 27): images are stored as WebP, which Outlook for Windows does not show, so a
 * mail points at `/mail-images/{name}.jpg`, made from the stored `{name}.webp` the first time it is asked for and
 * kept in memory (names are never reused, so a copy never goes stale; any instance makes the same from storage).
 */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors';
import { imageHeaders } from './media.routes';
import { loadSharp } from './sharp';

export const MAIL_IMAGES_PATH = '/mail-images';

/** The JPEG address's name of a stored WebP image. */
export const mailImageName = (stored: string) => stored.replace(/\.webp$/, '.jpg');

const MAIL_IMAGE_NAME = /^([a-z0-9][a-z0-9-]*)\.jpg$/;
/**
 * JPEGs kept, oldest first: the pictures of the last few posts mailed, which every opening of those mails asks for.
 * Bounded by bytes (decision 055): 8 MB is some 20-40 pictures at the widest stored size.
 */
export const MAIL_IMAGES_KEPT_MAX_BYTES = 8 * 1024 * 1024;

export const mailImageRoutes: FastifyPluginAsync = async (app) => {
  const kept = new Map<string, { made: Promise<Buffer>; bytes: number }>();
  let keptBytes = 0;
  const forget = (base: string) => {
    keptBytes -= kept.get(base)?.bytes ?? 0;
    kept.delete(base);
  };

  const jpegOf = (base: string): Promise<Buffer> => {
    const found = kept.get(base);
    if (found) return found.made;
    const made = app.storage.get(`${base}.webp`).then(async (file) => {
      if (!file) throw notFound();
      const sharp = await loadSharp();
      // A transparent picture gets the mail's white behind it: JPEG has no transparency.
      return sharp(file.data).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    });
    const entry = { made, bytes: 0 };
    kept.set(base, entry);
    made.then(
      (jpeg) => {
        if (kept.get(base) !== entry) return;
        entry.bytes = jpeg.length;
        keptBytes += jpeg.length;
        // The oldest go first; the newest stays even alone over the bound (it is being sent).
        for (const oldest of kept.keys()) {
          if (keptBytes <= MAIL_IMAGES_KEPT_MAX_BYTES || oldest === base) break;
          forget(oldest);
        }
      },
      () => {
        if (kept.get(base) === entry) forget(base);
      },
    );
    return made;
  };

  app.get<{ Params: { name: string } }>(
    `${MAIL_IMAGES_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const base = MAIL_IMAGE_NAME.exec(request.params.name)?.[1];
      if (!base) throw notFound();
      return reply.headers(imageHeaders('image/jpeg')).send(await jpegOf(base));
    },
  );
};
