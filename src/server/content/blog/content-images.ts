/**
 * Images the editor put into posts' text (POST /api/blog/content-images). Their stored names start with
 * CONTENT_IMAGE_PREFIX; when a post stops showing one (its text changed, or the post was deleted) and no
 * other post shows it, its files are deleted. Images uploaded but never saved in a post are not tracked.
 */

import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../../../shared/images';
import { IMAGE_MAX_WIDTH } from '../../../shared/limits';
import { blogs } from '../../db/schema';
import { deleteImage } from '../../media/images';
import { imageInHistory } from '../images';

export const CONTENT_IMAGE_PREFIX = 'text-';

/** The stored text images a post's (sanitized) HTML shows, by name. */
export function contentImageNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\ssrc="\/uploads\/(text-[a-z0-9-]+\.webp)"/g)) {
    if (match[1]) names.add(match[1]);
  }
  return names;
}

/** Deletes the text images `before` showed and `after` does not, unless another post still shows them. */
export async function dropUnusedContentImages(app: FastifyInstance, before: string, after = '') {
  const kept = contentImageNames(after);
  for (const name of contentImageNames(before)) {
    if (kept.has(name)) continue;
    const [user] = await app.db
      .select({ id: blogs.id })
      .from(blogs)
      .where(like(blogs.content, `%src="${UPLOADS_PATH}/${name}"%`))
      .limit(1);
    if (user || (await imageInHistory(app.db, name))) continue;
    // Its width is not kept: every standard width's copy is deleted (a copy that was never made is no error).
    await deleteImage(app.storage, { image: name, imageWidth: IMAGE_MAX_WIDTH }).catch((error) =>
      app.log.error({ err: error }, 'could not delete an image of a post text'),
    );
  }
}
