/**
 * Reads an admin form: multipart (fields plus at most one image under each expected field name), or
 * JSON for a form without a file. Limits are enforced while reading, before anything is decoded.
 */
import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';

export interface UploadedFile {
  field: string;
  data: Buffer;
  /** The name the file had on the sender's computer (shown and searched in the media library only). */
  filename?: string | undefined;
  mediaId?: undefined;
}

/** An image chosen from the media library instead of uploaded: the field `{fileField}Id` holds its id. */
export interface ChosenImage {
  field: string;
  mediaId: string;
  data?: undefined;
}

export type FormImage = UploadedFile | ChosenImage;

export interface AdminForm {
  fields: Record<string, unknown>;
  /** The image sent or chosen in the first (or only) file field. */
  file: FormImage | null;
  /** Every image sent or chosen, by field. */
  files: Record<string, FormImage>;
}

/** Takes the `{field}Id` fields (images chosen from the library) out of `fields`; an upload in the same field wins. */
function chosenImages(
  fields: Record<string, unknown>,
  fileFields: readonly string[],
  files: Record<string, FormImage>,
) {
  for (const field of fileFields) {
    const key = `${field}Id`;
    const value = fields[key];
    delete fields[key];
    if (typeof value === 'string' && value.trim() !== '' && !files[field]) {
      files[field] = { field, mediaId: value.trim() };
    }
  }
}

export interface UploadRules {
  /** The field an image may come in, or the fields (one image each; the first is the form's main image). */
  fileField: string | readonly string[];
  maxBytes: number;
  tooLargeMessage: string;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 1024 * 1024;

export async function readAdminForm(request: FastifyRequest, rules: UploadRules): Promise<AdminForm> {
  const fileFields: readonly string[] = typeof rules.fileField === 'string' ? [rules.fileField] : rules.fileField;
  const mainField = fileFields[0] ?? '';
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, file: null, files: {} };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, ERROR_CODES.validation, 'The request body must be an object of fields.');
    }
    const fields = { ...(body as Record<string, unknown>) };
    const files: Record<string, FormImage> = {};
    chosenImages(fields, fileFields, files);
    return { fields, file: files[mainField] ?? null, files };
  }

  const fields: Record<string, unknown> = {};
  const files: Record<string, FormImage> = {};
  let tooLargeField = mainField;
  const parts = request.parts({
    limits: {
      fileSize: rules.maxBytes,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      // One more than allowed, so that a second image in a field is told apart from too many parts.
      files: fileFields.length + 1,
      parts: MAX_FIELDS + fileFields.length + 1,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname;
      if (!fileFields.includes(field)) {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, ERROR_CODES.validation, ADMIN_MESSAGES.unexpectedFile, {
          [field]: `${ADMIN_MESSAGES.unexpectedFile} Send the image as "${mainField}".`,
        });
      }
      tooLargeField = field;
      const data = await part.toBuffer();
      // A form whose file input was left empty sends a nameless, empty part: that is no file.
      if (data.length === 0 && !part.filename) continue;
      if (files[field]) {
        throw new HttpError(400, ERROR_CODES.validation, 'Send one image only.', { [field]: 'Send one image only.' });
      }
      if (data.length === 0) {
        throw new HttpError(400, ERROR_CODES.validation, ADMIN_MESSAGES.imageEmpty, {
          [field]: ADMIN_MESSAGES.imageEmpty,
        });
      }
      files[field] = { field, data, filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ERROR_CODES.tooLarge, rules.tooLargeMessage, {
        [tooLargeField]: rules.tooLargeMessage,
      });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, ERROR_CODES.tooLarge, 'The form has too many parts.');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') {
      throw new HttpError(400, ERROR_CODES.validation, 'The form could not be read.');
    }
    throw error;
  }
  chosenImages(fields, fileFields, files);
  // The fields are the body a JSON form would have had: what the write changed is told from it (kinds.ts changedBy;
  // a post's form that describes its image changes every page that shows the image, decisions 053 and 057).
  request.body = fields;
  return { fields, file: files[mainField] ?? null, files };
}
