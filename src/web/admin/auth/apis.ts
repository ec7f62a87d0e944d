import { createAdminApi, createAuthApi } from '../../api/admin-client';
import { fetchTransport } from '../../api/client';
import { session } from './storage';

export const authApi = createAuthApi(fetchTransport);
export const adminApi = createAdminApi(fetchTransport, session.token);
