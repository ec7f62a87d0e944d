import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { BLOG_IMAGE_MAX_BYTES } from '../../../shared/limits';

/** SPEC 5 and 9: blog images are JPEG, PNG, GIF or WEBP. */
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const BLOG_IMAGE_ACCEPT = BLOG_IMAGE_TYPES.join(',');

/**
 * What is wrong with a chosen file before it is sent, in the spec's words, or null. The browser's word
 * on the type is only a first check: the server decodes the file and answers 415 for anything else.
 */
export function blogImageProblem(file: File): string | null {
  if (file.size > BLOG_IMAGE_MAX_BYTES) return ADMIN_MESSAGES.blogImageTooLarge;
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return ADMIN_MESSAGES.blogImageInvalid;
  return null;
}
