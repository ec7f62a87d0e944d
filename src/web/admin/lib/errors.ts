import { ApiError } from '../../api/client';

/** The server's field messages of a 400, to show by each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** The server's own message when it gave one, else the spec's fixed wording. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * A save or delete refused because someone saved the record since the form was opened (409 with the record as it
 * is now, docs/api.md); not another 409, such as a second contact record.
 */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.body.current !== undefined;
}

/**
 * The words of a failed save or delete: the server's own when a colleague's save came first (it says that nothing
 * was lost and what to do), else the section's fixed wording.
 */
export function unlessConflict(error: unknown, fallback: string): string {
  return isConflict(error) ? error.message : fallback;
}
