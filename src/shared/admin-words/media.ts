/** Words of the media library (issue 13): its section, the picker every image field opens, and its API's answers. */

/** The multipart field of an upload into the library (POST /api/admin/media). */
export const MEDIA_UPLOAD_FIELD = 'file';
/** How many of the chosen files are sent at once; the others wait their turn. */
export const MEDIA_UPLOADS_AT_ONCE = 3;

/**
 * The largest file the library takes, as any upload but a blog's (API.md: 10 MB). Declared here rather than read from
 * limits.ts so that the back office's check does not put it in the chunk the public contact form loads.
 */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What the library takes (the server decodes each file and has the last word). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Images per page of the library. */
export const MEDIA_PER_PAGE = 24;
/** The longest description (alt text) kept. */
export const MEDIA_ALT_MAX = 250;

export const MEDIA_WORDS = {
  heading: 'Media',
  intro: 'Every image stored for the site. Describe an image once: every page that shows it uses that description.',
  search: 'Search images',
  searchPlaceholder: 'File name or description',
  loading: 'Loading images...',
  loadFailed: 'The images could not be loaded.',
  empty: 'No images yet',
  emptyText: 'Images uploaded in any form appear here.',
  noMatch: (q: string) => `No images match "${q}".`,
  pagination: 'Media pages',
  count: (total: number) => (total === 1 ? '1 image' : `${total} images`),
  details: (name: string) => `Details of ${name}`,
  fileName: 'File name',
  dimensions: 'Dimensions',
  size: 'Size',
  uploaded: 'Uploaded',
  usedBy: 'Used by',
  notUsed: 'Not shown on any page.',
  unused: 'Not used',
  alt: 'Description (alt text)',
  altHint: 'What the image shows, for people who cannot see it. Left empty, the name of the record showing it is used.',
  altTooLong: `Keep the description under ${MEDIA_ALT_MAX} characters.`,
  decorative: 'Decorative: it adds nothing to the text, so screen readers skip it',
  save: 'Save description',
  saved: 'Description saved',
  saveFailed: 'The description could not be saved. Please try again.',
  delete: 'Delete image',
  deleteConfirm: 'Delete this image for good? Saved versions that show it will come back without it.',
  deleted: 'Image deleted',
  deleteFailed: 'The image could not be deleted. Please try again.',
  inUse: 'This image is in use and cannot be deleted. Replace or remove it first in:',
  close: 'Close',
  noDescription: 'No description',
  choose: 'Choose from library',
  chooseTitle: 'Choose an image',
  use: (name: string) => `Use ${name}`,
  chosen: 'Chosen from the library',
  chosenMissing: 'That image is no longer in the media library. Choose another one or upload a file.',
  notFound: 'No image with this id.',
  upload: 'Upload images',
  uploadHint: 'JPEG, PNG, GIF or WEBP, up to 10 MB each. Several can be chosen at once.',
  uploadMissing: 'Choose an image to upload.',
  uploads: 'Uploads',
  uploadWaiting: 'Waiting...',
  uploadProgress: (name: string) => `Upload of ${name}`,
  uploadDone: 'Added to the library',
  uploadFailed: 'The upload failed. Please try again.',
  uploadsDone: (count: number) => (count === 1 ? '1 image added' : `${count} images added`),
  clearUploads: 'Clear the list',
  checkingUses: 'Checking where the image is used...',
  someone: 'Someone',
  conflict: (name: string, time: string, theirs: string) =>
    `${name} described this image at ${time}, while you were editing it: “${theirs || 'no description'}”. Your words are still in the field: save again to put them in place of theirs.`,
} as const;
