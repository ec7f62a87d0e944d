/**
 * Reads an admin form: multipart (fields plus at most one image under the expected field name), or
 * JSON for a form without a file. Limits are enforced while reading, before anything is decoded.
 */
import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';

export interface UploadedFile {
  field: string;
  data: Buffer;
}

export interface AdminForm {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

export interface UploadRules {
  /** The one field an image may come in. */
  fileField: string;
  maxBytes: number;
  tooLargeMessage: string;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 1024 * 1024;

export async function readAdminForm(request: FastifyRequest, rules: UploadRules): Promise<AdminForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, file: null };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, ERROR_CODES.validation, 'The request body must be an object of fields.');
    }
    return { fields: body as Record<string, unknown>, file: null };
  }

  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  const parts = request.parts({
    limits: {
      fileSize: rules.maxBytes,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      files: 2,
      parts: MAX_FIELDS + 2,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.fileField) {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, ERROR_CODES.validation, ADMIN_MESSAGES.unexpectedFile, {
          [part.fieldname]: `${ADMIN_MESSAGES.unexpectedFile} Send the image as "${rules.fileField}".`,
        });
      }
      const data = await part.toBuffer();
      // A form whose file input was left empty sends a nameless, empty part: that is no file.
      if (data.length === 0 && !part.filename) continue;
      if (file) {
        throw new HttpError(400, ERROR_CODES.validation, 'Send one image only.', {
          [rules.fileField]: 'Send one image only.',
        });
      }
      if (data.length === 0) {
        throw new HttpError(400, ERROR_CODES.validation, ADMIN_MESSAGES.imageEmpty, {
          [rules.fileField]: ADMIN_MESSAGES.imageEmpty,
        });
      }
      file = { field: part.fieldname, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ERROR_CODES.tooLarge, rules.tooLargeMessage, {
        [rules.fileField]: rules.tooLargeMessage,
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
  return { fields, file };
}
