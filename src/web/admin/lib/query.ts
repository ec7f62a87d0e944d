import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { isConflict } from './errors';

/** Keys of the back office's queries; a mutation invalidates the ones it changes. */
export const queryKeys = {
  dashboard: ['dashboard'],
  blogs: ['blogs'],
  /** Pages of the blog list (issue 29), under `blogs`: a change of any post reloads them. */
  blogPages: ['blogs', 'pages'],
  blog: (id: string) => ['blogs', id],
  products: ['products'],
  services: ['services'],
  team: ['team'],
  growthSteps: ['growthSteps'],
  submissions: ['submissions'],
  notifications: ['notifications'],
  staff: ['staff'],
  stats: ['stats'],
  aboutUs: ['aboutUs'],
  achievements: ['achievements'],
  contactInfo: ['contactInfo'],
  companyValues: ['companyValues'],
  terms: ['terms'],
  refund: ['refund'],
  privacyPolicy: ['privacyPolicy'],
  sessions: ['sessions'],
  twoFactor: ['twoFactor'],
  revisions: (type: string, id?: string) => ['revisions', type, id ?? ''],
  revision: (id: string) => ['revision', id],
  trash: ['trash'],
  activity: (page: number, admin: string, type: string) => ['activity', page, admin, type],
} as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refused or missing record will not change by asking again; a dropped connection might.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A save's or delete's `onError`: when a colleague saved the record since (409), `queryKey` reloads so that the list
 * shows their version, and the next edit or delete starts from it. Other failures leave the list as it is.
 */
export const reloadOnConflict = (client: QueryClient, queryKey: QueryKey) => (error: unknown) =>
  isConflict(error) ? client.invalidateQueries({ queryKey }) : undefined;
