/** Calls of the sign-in screens and the back office. Loaded only with the admin area. */

import type { AnalyticsReport } from '../../shared/admin-words/analytics';
import type { ActivityEntry, RevisionDetail, RevisionSummary, TrashEntry } from '../../shared/admin-words/history';
import type { BackupStatus } from '../../shared/backups';
import { TEAM_REQUEST_TIMEOUT_MS } from '../../shared/limits';
import type {
  AboutUsInput,
  AchievementInput,
  CompanyValuesInput,
  ContactInfoInput,
  PrivacyPolicyInput,
  RefundPolicyInput,
  StatsInput,
  TermsInput,
} from '../../shared/schemas/admin-inputs';
import type {
  AdminProfile,
  EmailChangeInput,
  LoginInput,
  LoginResult,
  PasswordChangeInput,
  ProfileChangeInput,
  SessionInfo,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../shared/schemas/auth';
import type { AdminBlogListParams, Blog, BlogSummary } from '../../shared/schemas/blog';
import type { ContactSubmission, NotificationList } from '../../shared/schemas/contact';
import type {
  AboutUs,
  Achievement,
  CompanyValues,
  ContactInfo,
  GrowthStep,
  Product,
  Service,
  Stats,
  TeamMember,
} from '../../shared/schemas/content';
import type { PrivacyPolicy, RefundPolicy, Terms } from '../../shared/schemas/legal';
import type { MediaChange, MediaItem, MediaList } from '../../shared/schemas/media';
import type { PresenceList } from '../../shared/schemas/presence';
import type { AdminSearchResults } from '../../shared/schemas/search';
import type {
  AcceptInvitationInput,
  InvitationCheck,
  InvitationInput,
  RoleChangeInput,
  StaffList,
} from '../../shared/schemas/staff';
import type { NewsletterProgress, SubscriberCounts, SubscriberList } from '../../shared/subscriptions';
import { ApiError, createCaller, query, type Transport } from './client';
import { type UploadOptions, uploadForm } from './upload';

interface Message {
  message: string;
}

export interface DashboardCounts {
  services: number;
  products: number;
  blogs: number;
  visitors: number;
  /** Newsletter subscribers by status (issue 14). */
  subscribers?: SubscriberCounts;
  /** The last scheduled backup (issue 15). */
  backup?: BackupStatus;
}

/** An image put into a post's text by the editor. */
/** A preview of a blog post (issue 12): its address on the public site and when it stops working. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

export interface ContentImage {
  url: string;
  srcset: string | null;
  width: number;
  height: number;
}

export function createAuthApi(transport: Transport) {
  const call = createCaller(transport);
  return {
    login: (input: LoginInput) => call<LoginResult | TwoFactorChallenge>('POST', '/admin/login', input),
    loginTwoFactor: (input: { challenge: string; code: string }) =>
      call<LoginResult>('POST', '/admin/login/2fa', input),
    sendOtp: (email: string) => call<Message>('POST', '/admin/sendotp', { email }),
    verifyOtp: (email: string, otp: string) =>
      call<Message & { resetToken: string }>('POST', '/admin/verifyotp', { email, otp }),
    confirmEmail: (token: string) => call<Message & { email: string }>('POST', '/admin/email/confirm', { token }),
    resetPassword: (input: { email: string; newPassword: string; resetToken: string; code?: string }) =>
      call<Message>('POST', '/admin/resetpassword', input),
    acceptInvitation: (input: AcceptInvitationInput) =>
      call<LoginResult>('POST', '/admin/staff/invitations/accept', input),
    checkInvitation: (token: string) => call<InvitationCheck>('POST', '/admin/staff/invitations/check', { token }),
  };
}

interface AdminApiOptions {
  /** Called when the server refuses the token (expired, revoked): the caller sends the user to sign in. */
  /** A call refused with 401: the server's words say whether the session expired or the account was removed. */
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * Calls that need the administrator's token; `token()` reads it fresh for every call. JSON calls go
 * through `transport`; multipart uploads go through XMLHttpRequest, which reports upload progress.
 */
export function createAdminApi(transport: Transport, token: () => string | null, options: AdminApiOptions = {}) {
  const authorization = (): Record<string, string> => {
    const value = token();
    return value ? { authorization: `Bearer ${value}` } : {};
  };
  const watch = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
  };
  const caller = createCaller(transport, authorization);
  /** One page of a back-office list, with how many match in all (issue 29). */
  const page = <T>(path: string) => watch(caller.page<T>(path));
  const call = <T>(
    method: Parameters<typeof caller>[0],
    path: string,
    body?: unknown,
    timeoutMs?: number,
    headers?: Record<string, string>,
  ) => watch(caller<T>(method, path, body, { timeoutMs, headers }));
  const upload = <T>(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    form: FormData,
    opts?: UploadOptions,
    headers: Record<string, string> = {},
  ) => watch(uploadForm<T>(method, `/api${path}`, form, { ...authorization(), ...headers }, opts));
  /**
   * The version a save or delete is made from: the server refuses it (409) when someone saved since (docs/api.md).
   * None (a new record, or a document not written yet) names none.
   */
  const ifMatch = (version?: number): Record<string, string> => (version ? { 'if-match': `"${version}"` } : {});
  /** A JSON save made from `version`. */
  const save = <T>(method: 'PUT' | 'PATCH', path: string, body: unknown, version?: number) =>
    call<T>(method, path, body, undefined, ifMatch(version));
  const remove = (path: string, version?: number, timeoutMs?: number) =>
    call<Message>('DELETE', path, undefined, timeoutMs, ifMatch(version));
  // SPEC 9: every team call gives up after 30 s.
  const teamUpload = <T>(
    method: 'POST' | 'PUT',
    path: string,
    form: FormData,
    opts?: UploadOptions,
    headers?: Record<string, string>,
  ) => upload<T>(method, path, form, { ...opts, timeoutMs: TEAM_REQUEST_TIMEOUT_MS }, headers);

  return {
    me: () => call<AdminProfile>('GET', '/admin/me'),
    /**
     * Ends the session of `sessionToken` on the server (the browser has forgotten it already). Not watched:
     * signing out of an expired session is not an error.
     */
    logout: (sessionToken: string) =>
      createCaller(transport, () => ({ authorization: `Bearer ${sessionToken}` }))<void>(
        'POST',
        '/admin/logout',
        undefined,
        { timeoutMs: 5000 },
      ),
    updateProfile: (input: ProfileChangeInput) => call<AdminProfile>('PATCH', '/admin/me', input),
    notifications: () => call<NotificationList>('GET', '/admin/notifications'),
    staff: () => call<StaffList>('GET', '/admin/staff'),
    /** Newsletter subscribers (issue 14). */
    subscribers: (params: { status?: string; q?: string; page: number }) => {
      const query = new URLSearchParams({ page: String(params.page) });
      if (params.status) query.set('status', params.status);
      if (params.q) query.set('q', params.q);
      return call<SubscriberList>('GET', `/admin/subscribers?${query.toString()}`);
    },
    eraseSubscriber: (id: string) => remove(`/admin/subscribers/${id}`),
    /** Visitors and leads from `from` to `to` (YYYY-MM-DD, both included; issue 28). */
    analytics: (from: string, to: string) =>
      call<AnalyticsReport>('GET', `/admin/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    /** A post's mail to subscribers: how far it has got (issue 14). */
    newsletter: (postId: string) => call<NewsletterProgress>('GET', `/blog/${postId}/newsletter`),
    /** The media library (issue 13). */
    media: (page: number, q: string) =>
      call<MediaList>('GET', `/admin/media?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`),
    updateMedia: (id: string, change: MediaChange, version?: number) =>
      save<MediaItem>('PATCH', `/admin/media/${id}`, change, version),
    mediaItem: (id: string) => call<MediaItem>('GET', `/admin/media/${id}`),
    deleteMedia: (id: string) => remove(`/admin/media/${id}`),
    /** One image into the library, with its upload's progress (issue 27, item 13). */
    uploadMedia: (form: FormData, onProgress: (percent: number) => void) =>
      upload<MediaItem>('POST', '/admin/media', form, { onProgress }),
    search: (q: string) => call<AdminSearchResults>('GET', `/admin/search?q=${encodeURIComponent(q)}`),
    inviteStaff: (input: InvitationInput) =>
      call<{ _id: string; email: string }>('POST', '/admin/staff/invitations', input),
    resendInvitation: (id: string) => call<void>('POST', `/admin/staff/invitations/${id}/resend`),
    revokeInvitation: (id: string) => call<void>('DELETE', `/admin/staff/invitations/${id}`),
    returnForReview: (id: string, note: string) => call<Blog>('POST', `/blog/${id}/review/return`, { note }),
    /** Who is editing (issue 25): a form's heartbeat, its goodbye, and who has records of a kind open. */
    presenceBeat: (type: string, id: string) => call<PresenceList>('POST', '/admin/presence', { type, id }),
    presenceLeave: (type: string, id: string) => call<void>('POST', '/admin/presence', { type, id, leaving: true }),
    presenceOf: (type: string) => call<PresenceList>('GET', `/admin/presence?type=${encodeURIComponent(type)}`),
    removeAdmin: (id: string) => call<void>('DELETE', `/admin/staff/${id}`),
    changeRole: (id: string, role: RoleChangeInput['role']) => call<void>('PATCH', `/admin/staff/${id}`, { role }),
    handOver: (id: string, password: string) => call<void>('POST', `/admin/staff/${id}/ownership`, { password }),
    markNotificationsRead: () => call<void>('POST', '/admin/notifications/read'),
    markSubmissionRead: (id: string, read: boolean) => call<void>('PATCH', `/contact/${id}`, { read }),
    changeEmail: (input: EmailChangeInput) => call<Message>('POST', '/admin/me/email', input),
    changePassword: (input: PasswordChangeInput) =>
      call<Message & { token: string }>('POST', '/admin/me/password', input),
    sessions: () => call<SessionInfo[]>('GET', '/admin/sessions'),
    twoFactor: () => call<TwoFactorStatus>('GET', '/admin/2fa'),
    startTwoFactor: () => call<TwoFactorSetup>('POST', '/admin/2fa/setup'),
    enableTwoFactor: (code: string) => call<{ recoveryCodes: string[] }>('POST', '/admin/2fa/enable', { code }),
    disableTwoFactor: (code: string) => call<void>('POST', '/admin/2fa/disable', { code }),
    endSession: (id: string) => call<void>('DELETE', `/admin/sessions/${id}`),
    endAllSessions: () => call<void>('DELETE', '/admin/sessions'),
    dashboard: () => call<DashboardCounts>('GET', '/admin/dashboard'),

    blogs: (params: AdminBlogListParams = {}) => page<BlogSummary>(`/blog/admin/all${query({ ...params })}`),
    blog: (id: string) => call<Blog>('GET', `/blog/${id}`),
    createBlog: (form: FormData, opts?: UploadOptions) => upload<Blog>('POST', '/blog', form, opts),
    updateBlog: (id: string, form: FormData, opts?: UploadOptions, version?: number) =>
      upload<Blog>('PATCH', `/blog/${id}`, form, opts, ifMatch(version)),
    deleteBlog: (id: string, version?: number) => remove(`/blog/${id}`, version),
    /** Issue 12: the public render of the form's unsaved fields, and a post's shareable preview link. */
    previewBlog: (form: FormData) => upload<PreviewLink>('POST', '/blog/preview', form),
    shareBlogPreview: (id: string) => call<PreviewLink>('POST', `/blog/${id}/preview-link`),
    endBlogPreview: (id: string) => remove(`/blog/${id}/preview-link`),
    uploadContentImage: (form: FormData, opts?: UploadOptions) =>
      upload<ContentImage>('POST', '/blog/content-images', form, opts),

    products: () => call<Product[]>('GET', '/product'),
    createProduct: (form: FormData, opts?: UploadOptions) => upload<Product>('POST', '/product', form, opts),
    updateProduct: (id: string, form: FormData, opts?: UploadOptions, version?: number) =>
      upload<Product>('PUT', `/product/${id}`, form, opts, ifMatch(version)),
    deleteProduct: (id: string, version?: number) => remove(`/product/${id}`, version),

    services: () => call<Service[]>('GET', '/service'),
    createService: (form: FormData, opts?: UploadOptions) => upload<Service>('POST', '/service', form, opts),
    updateService: (id: string, form: FormData, opts?: UploadOptions, version?: number) =>
      upload<Service>('PUT', `/service/${id}`, form, opts, ifMatch(version)),
    deleteService: (id: string, version?: number) => remove(`/service/${id}`, version),
    /** Issue 13: a list's new order (services, products, team), which the public site follows. */
    reorder: <T>(list: 'service' | 'product' | 'team', ids: string[]) => call<T[]>('PUT', `/${list}/order`, { ids }),

    team: () => call<TeamMember[]>('GET', '/team', undefined, TEAM_REQUEST_TIMEOUT_MS),
    createTeamMember: (form: FormData, opts?: UploadOptions) => teamUpload<TeamMember>('POST', '/team', form, opts),
    updateTeamMember: (id: string, form: FormData, opts?: UploadOptions, version?: number) =>
      teamUpload<TeamMember>('PUT', `/team/${id}`, form, opts, ifMatch(version)),
    deleteTeamMember: (id: string, version?: number) => remove(`/team/${id}`, version, TEAM_REQUEST_TIMEOUT_MS),

    growthSteps: () => call<GrowthStep[]>('GET', '/growthsteps'),
    createGrowthStep: (form: FormData, opts?: UploadOptions) => upload<GrowthStep>('POST', '/growthsteps', form, opts),
    updateGrowthStep: (id: string, form: FormData, opts?: UploadOptions, version?: number) =>
      upload<GrowthStep>('PUT', `/growthsteps/${id}`, form, opts, ifMatch(version)),
    deleteGrowthStep: (id: string, version?: number) => remove(`/growthsteps/${id}`, version),

    submissions: (params: { page?: number; limit?: number; q?: string; around?: string } = {}) =>
      page<ContactSubmission>(`/contact${query(params)}`),
    deleteSubmission: (id: string) => remove(`/contact/${id}`),

    stats: () => call<Stats[]>('GET', '/stats'),
    createStats: (input: StatsInput) => call<Stats>('POST', '/stats', input),
    updateStats: (id: string, input: StatsInput, version?: number) =>
      save<Stats>('PUT', `/stats/${id}`, input, version),
    deleteStats: (id: string, version?: number) => remove(`/stats/${id}`, version),

    aboutUs: () => call<AboutUs[]>('GET', '/aboutus'),
    createAboutUs: (input: AboutUsInput) => call<AboutUs>('POST', '/aboutus', input),
    updateAboutUs: (id: string, input: AboutUsInput, version?: number) =>
      save<AboutUs>('PUT', `/aboutus/${id}`, input, version),
    deleteAboutUs: (id: string, version?: number) => remove(`/aboutus/${id}`, version),

    achievements: () => call<Achievement[]>('GET', '/achievements'),
    createAchievement: (input: AchievementInput) => call<Achievement>('POST', '/achievements', input),
    updateAchievement: (id: string, input: AchievementInput, version?: number) =>
      save<Achievement>('PATCH', `/achievements/${id}`, input, version),
    deleteAchievement: (id: string, version?: number) => remove(`/achievements/${id}`, version),

    /** 404 (none yet) answers null: the form then creates. */
    contactInfo: async () => {
      try {
        return await call<ContactInfo>('GET', '/contact-info');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    createContactInfo: (input: ContactInfoInput) => call<ContactInfo>('POST', '/contact-info', input),
    updateContactInfo: (id: string, input: ContactInfoInput, version?: number) =>
      save<ContactInfo>('PUT', `/contact-info/${id}`, input, version),

    companyValues: () => call<CompanyValues>('GET', '/company-values'),
    /** A document's save names the version it was made from, as a record's does (none before the first). */
    saveCompanyValues: (input: CompanyValuesInput, version?: number) =>
      save<CompanyValues>('PUT', '/company-values', input, version),
    terms: () => call<Terms[]>('GET', '/terms'),
    saveTerms: (input: TermsInput, version?: number) => save<Terms>('PUT', '/terms', input, version),
    refund: () => call<RefundPolicy[]>('GET', '/refund'),
    saveRefund: (input: RefundPolicyInput, version?: number) => save<RefundPolicy>('PUT', '/refund', input, version),
    privacyPolicy: () => call<PrivacyPolicy>('GET', '/privacypolicy'),
    savePrivacyPolicy: (input: PrivacyPolicyInput, version?: number) =>
      save<PrivacyPolicy>('PUT', '/privacypolicy', input, version),

    revisions: (type: string, id?: string) =>
      call<RevisionSummary[]>('GET', `/revisions?${new URLSearchParams({ type, ...(id ? { id } : {}) }).toString()}`),
    revision: (id: string) => call<RevisionDetail>('GET', `/revisions/${id}`),
    restoreRevision: (id: string) => call<Record<string, unknown>>('POST', `/revisions/${id}/restore`),
    trash: (params: { page: number; limit: number }) => page<TrashEntry>(`/trash${query(params)}`),
    restoreDeleted: (type: string, id: string) =>
      call<Record<string, unknown>>('POST', `/trash/${encodeURIComponent(type)}/${id}/restore`),
    activity: (query: { page: number; admin?: string; type?: string }) =>
      call<{ items: ActivityEntry[]; total: number }>(
        'GET',
        `/admin/activity?${new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ).toString()}`,
      ),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export type AdminApi = ReturnType<typeof createAdminApi>;
