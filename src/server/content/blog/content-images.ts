/**
 * Images the editor put into posts' text (POST /api/blog/content-images). Their stored names start with
 * CONTENT_IMAGE_PREFIX; when a post stops showing one (its text changed, or the post was deleted) and no
 * other post shows it, its files are deleted. Images uploaded but never saved in a post are not tracked.
 */

import type { FastifyInstance } from 'fastify';
import { discardImage } from '../../media/library';
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
    if (await imageInHistory(app.db, name)) continue;
    // Kept when another post shows it (checked with the library's row locked).
    await discardImage(app, name).catch((error) =>
      app.log.error({ err: error }, 'could not delete an image of a post text'),
    );
  }
}
