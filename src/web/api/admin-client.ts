/** Calls of the sign-in screens and the back office. Loaded only with the admin area. */
import type { AdminProfile, LoginInput, LoginResult } from '../../shared/schemas/auth';
import { createCaller, type Transport } from './client';

interface Message {
  message: string;
}

export function createAuthApi(transport: Transport) {
  const call = createCaller(transport);
  return {
    login: (input: LoginInput) => call<LoginResult>('POST', '/admin/login', input),
    sendOtp: (email: string) => call<Message>('POST', '/admin/sendotp', { email }),
    verifyOtp: (email: string, otp: string) =>
      call<Message & { resetToken: string }>('POST', '/admin/verifyotp', { email, otp }),
    resetPassword: (input: { email: string; newPassword: string; resetToken: string }) =>
      call<Message>('POST', '/admin/resetpassword', input),
  };
}

/** Calls that need the administrator's token; `token()` reads it fresh for every call. */
export function createAdminApi(transport: Transport, token: () => string | null) {
  const call = createCaller(transport, (): Record<string, string> => {
    const value = token();
    return value ? { authorization: `Bearer ${value}` } : {};
  });
  return {
    me: () => call<AdminProfile>('GET', '/admin/me'),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export type AdminApi = ReturnType<typeof createAdminApi>;
