import { ApiError } from '../../api/client';

/** What went wrong, for a message: the HTTP status of a refused call, else the error's own words. */
export function failureStatus(error: unknown): number | string {
  if (error instanceof ApiError) return error.status;
  return error instanceof Error ? error.message : String(error);
}

export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));
