import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatsInput } from '../../../shared/schemas/admin-inputs';
import type { Stats } from '../../../shared/schemas/content';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** The one stats record (the first of the list, SPEC 7), or null when there is none yet. */
export const useStats = () =>
  useQuery({ queryKey: queryKeys.stats, queryFn: async () => (await api.stats())[0] ?? null });

/**
 * Creates the stats when none was fetched, else updates that record (SPEC 4: create-if-none) from `version`: refused
 * when a colleague saved it since.
 */
export function useSaveStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string | null; input: StatsInput; version?: number | undefined }) =>
      id ? api.updateStats(id, input, version) : api.createStats(input),
    onSuccess: (saved: Stats) => {
      queryClient.setQueryData(queryKeys.stats, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export function useDeleteStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteStats(id, version),
    // Refused (a colleague saved it since): the newer one shows.
    onError: reloadOnConflict(queryClient, queryKeys.stats),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.stats, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
