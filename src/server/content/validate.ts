import type { z } from 'zod';
import { API_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';
import { findUnstorableText } from '../input-guard';

/**
 * Validates form fields with a shared schema. `extra` adds field errors the schema cannot see (a
 * missing image), so the user gets every message at once.
 */
export function validateForm<S extends z.ZodType>(schema: S, fields: unknown, extra: Record<string, string> = {}) {
  const result = schema.safeParse(fields);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'body';
      errors[key] ??= issue.message;
    }
  }
  // Multipart fields pass no hook: the same rule as every JSON body (input-guard.ts).
  Object.assign(errors, findUnstorableText(fields), extra);
  if (!result.success || Object.keys(errors).length > 0) {
    throw new HttpError(400, ERROR_CODES.validation, API_MESSAGES.validationFailed, errors);
  }
  return result.data as z.output<S>;
}
