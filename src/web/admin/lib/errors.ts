import { ApiError } from '../../api/client';

/** The server's field messages of a 400, to show by each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** The server's own message when it gave one, else the spec's fixed wording. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
