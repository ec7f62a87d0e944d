/**
 * The back office's API client. Any call the server refuses with 401 (token expired or revoked)
 * forgets the token and sends the user to /login, where the sign-in screen says the session expired.
 */
import { createAdminApi } from '../../api/admin-client';
import { fetchTransport } from '../../api/client';
import { loginNoticeFor } from '../auth/notice';
import { loginNotice, session } from '../auth/storage';

let goToLogin: () => void = () => window.location.assign('/login');

/** The admin frame hands over its router navigation, so the redirect needs no page reload. */
export function onSessionExpired(navigate: () => void) {
  goToLogin = navigate;
}

export const api = createAdminApi(fetchTransport, session.token, {
  onUnauthorized: (error) => {
    // Signed out already (a call that was in flight): nothing expired, and the user is on the way out.
    if (!session.token()) return;
    session.clear();
    loginNotice.set(loginNoticeFor(error));
    goToLogin();
  },
});
