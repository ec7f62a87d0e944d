/**
 * The one typed API client (STYLE.md 9). In the browser it runs over `fetch`; on the server it is
 * bound to Fastify's `inject`, so a server render never opens a socket to itself.
 */

import { serverResponded } from '../../shared/messages';
import type { Blog, BlogList, BlogListQuery } from '../../shared/schemas/blog';
import type { ErrorBody } from '../../shared/schemas/common';
import type { ContactMessageInput } from '../../shared/schemas/contact';
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
import { stripTags } from '../../shared/text';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up after this long, with a NetworkError that says it timed out (the team calls: 30 s, SPEC 9). */
  timeoutMs?: number;
}
export interface TransportResponse {
  status: number;
  /** The answer's JSON, or undefined when it was not JSON. */
  body: unknown;
  /** When the answer was not JSON: its text and the status text, for the error message (SPEC 8). */
  text?: string;
  statusText?: string;
  /**
   * A back-office list's paging (issue 29): its `X-Total-Count` and `X-Page` headers, when it sent them, and
   * whether more match than it counted (`X-More-Than-Total`, decision 061).
   */
  paging?: { total: number; page: number | null; more: boolean };
}
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Thrown when the server could not be reached or did not answer in time. */
export class NetworkError extends Error {
  constructor(readonly timedOut = false) {
    super(timedOut ? 'The request timed out.' : 'The server could not be reached.');
  }
}

/** An answer outside 2xx, carrying the API's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Whether the server explained itself (its message), rather than this client filling one in. */
    readonly fromServer = true,
  ) {
    super(body.message);
  }
  get fields(): Record<string, string> {
    return this.body.fields ?? {};
  }
}

/** An answer's JSON, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Longest part of a non-JSON answer quoted in an error message. */
const QUOTED_TEXT_MAX = 200;

/**
 * The error for an answer outside 2xx: the API's own message and field messages when it sent them (and, for a
 * save over a newer version, the record as it is now, who saved it and when); otherwise SPEC 8's 'Server responded
 * with {status}: {body or status text}' (markup stripped, cut short).
 */
export function answerError(status: number, body: unknown, text = '', statusText = ''): ApiError {
  const error = body as Partial<ErrorBody> | undefined;
  const fromServer = typeof error?.message === 'string' && error.message !== '';
  const quoted = stripTags(text).slice(0, QUOTED_TEXT_MAX) || statusText;
  return new ApiError(
    status,
    {
      message: fromServer ? String(error?.message) : serverResponded(status, quoted),
      code: error?.code ?? 'UNKNOWN',
      ...(error?.fields ? { fields: error.fields } : {}),
      ...(fromServer && error?.current ? { current: error.current, by: error.by ?? null, at: error.at } : {}),
    },
    fromServer,
  );
}

/** `?a=1&b=2` of the parameters that have a value. */
export function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/**
 * `call(method, path, body, options)`: one API call (with `options.headers` besides the caller's own); a 2xx
 * answers its body, any other answer throws an ApiError, and no answer (unreachable, or none within
 * `options.timeoutMs`) a NetworkError.
 */
export function createCaller(transport: Transport, headers?: () => Record<string, string>) {
  async function send(
    method: TransportRequest['method'],
    path: string,
    body?: unknown,
    options: { timeoutMs?: number; headers?: Record<string, string> } = {},
  ): Promise<TransportResponse> {
    const response = await transport({
      method,
      path: `/api${path}`,
      body,
      headers: { ...headers?.(), ...options.headers },
      timeoutMs: options.timeoutMs,
    });
    if (response.status >= 200 && response.status < 300) return response;
    throw answerError(response.status, response.body, response.text, response.statusText);
  }
  return Object.assign(
    async function call<T>(
      method: TransportRequest['method'],
      path: string,
      body?: unknown,
      options: { timeoutMs?: number; headers?: Record<string, string> } = {},
    ): Promise<T> {
      return (await send(method, path, body, options)).body as T;
    },
    {
      /** One page of a back-office list (an array with `X-Total-Count`): its items, the total and its page. */
      async page<T>(path: string): Promise<ListPage<T>> {
        const response = await send('GET', path);
        const items = Array.isArray(response.body) ? (response.body as T[]) : [];
        const { total = items.length, page = null, more = false } = response.paging ?? {};
        return { items, total, page, more };
      },
    },
  );
}

/** A page of a back-office list; `page` is the server's when it chose it (a linked record's page). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number | null;
  /** More match than `total`, where the server counts no further (a search of the blog list, decision 061). */
  more: boolean;
}

export function createApi(transport: Transport) {
  const call = createCaller(transport);
  const get = <T>(path: string) => call<T>('GET', path);

  return {
    services: () => get<Service[]>('/service'),
    products: () => get<Product[]>('/product'),
    team: () => get<TeamMember[]>('/team'),
    growthSteps: () => get<GrowthStep[]>('/growthsteps'),
    stats: () => get<Stats[]>('/stats'),
    aboutUs: () => get<AboutUs[]>('/aboutus'),
    achievements: () => get<Achievement[]>('/achievements'),
    companyValues: () => get<CompanyValues>('/company-values'),
    contactInfo: () => get<ContactInfo>('/contact-info'),
    terms: () => get<Terms[]>('/terms'),
    refund: () => get<RefundPolicy[]>('/refund'),
    privacyPolicy: () => get<PrivacyPolicy>('/privacypolicy'),
    blogs: (params: BlogListQuery = {}) => get<BlogList>(`/blog${query({ ...params })}`),
    blogBySlug: (slug: string) => get<Blog>(`/blog/slug/${encodeURIComponent(slug)}`),
    /** Where a post's old address leads now (its slug was changed). */
    blogMoved: (slug: string) => get<{ slug: string }>(`/blog/moved/${encodeURIComponent(slug)}`),
    blogPreview: (token: string) => get<Blog>(`/blog/preview/${encodeURIComponent(token)}`),
    sendContactMessage: (message: ContactMessageInput) => call<{ message: string }>('POST', '/contact', message),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's transport: same-origin `fetch`. */
export const fetchTransport: Transport = async ({ method, path, body, headers, timeoutMs }) => {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    text = await response.text();
  } catch (error) {
    // fetch fails with a TypeError when nothing answers, and with a TimeoutError when the signal fires.
    if (error instanceof TypeError) throw new NetworkError();
    if (error instanceof Error && error.name === 'TimeoutError') throw new NetworkError(true);
    throw error;
  }
  const parsed = parseJson(text);
  const total = response.headers.get('x-total-count');
  const page = response.headers.get('x-page');
  const more = response.headers.get('x-more-than-total') === 'true';
  const paging =
    total === null ? {} : { paging: { total: Number(total), page: page === null ? null : Number(page), more } };
  return parsed === undefined
    ? { status: response.status, body: undefined, text, statusText: response.statusText }
    : { status: response.status, body: parsed, ...paging };
};
