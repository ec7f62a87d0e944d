import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchievementInput } from '../../../shared/schemas/admin-inputs';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

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

/** Adds an achievement, or changes the one with `id`. */
export function useSaveAchievement() {
  const invalidate = useInvalidateAchievements();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: AchievementInput }) =>
      id ? api.updateAchievement(id, input) : api.createAchievement(input),
    onSuccess: invalidate,
  });
}

export function useDeleteAchievement() {
  const invalidate = useInvalidateAchievements();
  return useMutation({ mutationFn: (id: string) => api.deleteAchievement(id), onSuccess: invalidate });
}
