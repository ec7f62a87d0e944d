import { AUTH_MESSAGES } from '../../../shared/admin-messages';
import type { ApiError } from '../../api/client';

/** What the sign-in screen says after a 401: the account was removed (issue 25), or the session expired. */
export const loginNoticeFor = (error: ApiError) =>
  error.message === AUTH_MESSAGES.accountRemoved ? AUTH_MESSAGES.accountRemoved : AUTH_MESSAGES.sessionExpired;
