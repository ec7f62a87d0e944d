import { api } from '../lib/api';
import { session } from './storage';

/**
 * Signs out: the server closes this session (its token stops working everywhere at once), then the
 * browser forgets the token. Forgotten even when the server cannot be reached: the user asked to leave.
 */
export async function signOut(): Promise<void> {
  try {
    await api.logout();
  } catch {
    // Unreachable or already closed: nothing more to do than forget the token.
  } finally {
    session.clear();
  }
}
