import { ADMIN_OUTCOMES as O } from '../../../shared/admin-messages';
import { ApiError, NetworkError } from '../../api/client';

/**
 * SPEC 8's words for a failed team save: no answer (or none within 30 s) is a network error; an answer
 * is 'Error: ' and the server's message, or 'Server error' when it gave none; anything else failed.
 */
export function teamSaveError(error: unknown, editing: boolean): string {
  if (error instanceof NetworkError) return O.teamNetworkError;
  if (error instanceof ApiError) return O.teamServerError(error.fromServer ? error.message : undefined);
  return editing ? O.teamUpdateFailed : O.teamAddFailed;
}
