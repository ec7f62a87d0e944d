import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchievementInput } from '../../../shared/schemas/admin-inputs';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** Every achievement, newest first (the server's order). */
export const useAchievements = () => useQuery({ queryKey: queryKeys.achievements, queryFn: api.achievements });

/** After a change the list reloads (SPEC 4), and the dashboard in case it ever counts these. */
function useInvalidateAchievements() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.achievements }),
      client.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
}

/** Adds an achievement, or changes the one with `id` from `version` (refused when a colleague saved it since). */
export function useSaveAchievement() {
  const client = useQueryClient();
  const invalidate = useInvalidateAchievements();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: string | undefined; input: AchievementInput; version?: number }) =>
      id ? api.updateAchievement(id, input, version) : api.createAchievement(input),
    onSuccess: invalidate,
    onError: reloadOnConflict(client, queryKeys.achievements),
  });
}

/** Deletes an achievement; refused (a colleague saved it since), the list reloads with theirs. */
export function useDeleteAchievement() {
  const client = useQueryClient();
  const invalidate = useInvalidateAchievements();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteAchievement(id, version),
    onSuccess: invalidate,
    onError: reloadOnConflict(client, queryKeys.achievements),
  });
}
