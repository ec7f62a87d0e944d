/**
 * What the browser keeps for the admin area. The sign-in token lives in local storage under
 * `authToken` (SPEC 6). The recovery steps carry the e-mail and the reset token in session storage,
 * never in the URL, and forget them when the tab closes or the reset is done.
 */
import { AUTH_TOKEN_KEY } from '../../../shared/limits';

const RECOVERY_EMAIL = 'recoveryEmail';
const RESET_TOKEN = 'resetToken';
const LOGIN_NOTICE = 'loginNotice';
const RETURN_TO = 'afterSignIn';

export const session = {
  token: () => localStorage.getItem(AUTH_TOKEN_KEY),
  save: (token: string) => localStorage.setItem(AUTH_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(AUTH_TOKEN_KEY),
};

export const recovery = {
  email: () => sessionStorage.getItem(RECOVERY_EMAIL),
  setEmail: (email: string) => sessionStorage.setItem(RECOVERY_EMAIL, email),
  resetToken: () => sessionStorage.getItem(RESET_TOKEN),
  setResetToken: (token: string) => sessionStorage.setItem(RESET_TOKEN, token),
  clear: () => {
    sessionStorage.removeItem(RECOVERY_EMAIL);
    sessionStorage.removeItem(RESET_TOKEN);
  },
};

/** A message for the sign-in screen, shown once (e.g. why the user was sent there). */
export const loginNotice = {
  set: (message: string) => sessionStorage.setItem(LOGIN_NOTICE, message),
  take: () => {
    const message = sessionStorage.getItem(LOGIN_NOTICE);
    sessionStorage.removeItem(LOGIN_NOTICE);
    return message;
  },
};

/**
 * Where signing in leads: the admin page that sent the user to sign in (a link from a mail or the bell), kept
 * for this tab; only a path of this site, never another address.
 */
export const returnTo = {
  set: (path: string) => sessionStorage.setItem(RETURN_TO, path),
  take: (): string => {
    const path = sessionStorage.getItem(RETURN_TO);
    sessionStorage.removeItem(RETURN_TO);
    return safeReturnPath(path);
  },
};

/** A path of this site to go to after signing in; anything else (another site, `//host`, `/\\host`) is /admin. */
export function safeReturnPath(path: string | null): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/admin';
}
