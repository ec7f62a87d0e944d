import { api } from '../lib/api';
import { session } from './storage';

/**
 * Signs out: the browser forgets the token first (so that a call still in flight, refused once the
 * session is closed, is not taken for an expired session), then the server closes the session, so its
 * token stops working everywhere at once. Forgotten even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  const token = session.token();
  session.clear();
  if (!token) return;
  try {
    await api.logout(token);
  } catch {
    // Unreachable or already closed: the token is forgotten, nothing more to do.
  }
}
