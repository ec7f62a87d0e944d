import { redirect } from 'react-router';
import { ApiError } from '../../api/client';
import { adminApi } from './apis';
import { loginNoticeFor } from './notice';
import { loginNotice, returnTo, session } from './storage';

/**
 * Loader guard for every admin screen: no token goes to /login; a token the server refuses (expired,
 * revoked) is forgotten and the sign-in screen says the session expired. Signing in then returns here.
 */
export async function requireAdmin({ request }: { request: Request }) {
  const here = new URL(request.url);
  if (!session.token()) {
    returnTo.set(`${here.pathname}${here.search}`);
    throw redirect('/login');
  }
  try {
    return await adminApi.me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      session.clear();
      loginNotice.set(loginNoticeFor(error));
      returnTo.set(`${here.pathname}${here.search}`);
      throw redirect('/login');
    }
    throw error;
  }
}
