import { ApiError } from '../../api/client';

/**
 * The spec's error wording: the server's message when it sent one, a fixed text when it answered
 * without one, and another when the server could not be reached at all.
 */
export function errorMessage(error: unknown, whenNoMessage: string, whenUnreachable = whenNoMessage): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : whenNoMessage;
  return whenUnreachable;
}
