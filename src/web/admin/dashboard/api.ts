import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** The four counts. Loads once; no retry on failure (SPEC 4). */
export const useDashboardCounts = () =>
  useQuery({ queryKey: queryKeys.dashboard, queryFn: api.dashboard, retry: false, staleTime: 0 });
