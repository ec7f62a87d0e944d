import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '../../../shared/schemas/content';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** Every team member, in the order the About page shows them. */
export const useTeam = () => useQuery({ queryKey: queryKeys.team, queryFn: api.team });

export interface SaveTeamMember {
  id: string | null;
  form: FormData;
  onProgress: (percent: number) => void;
}

/** Adds (no id) or changes a member (like every team call, it gives up after 30 s: SPEC 9). */
export function useSaveTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, onProgress }: SaveTeamMember) =>
      id ? api.updateTeamMember(id, form, { onProgress }) : api.createTeamMember(form, { onProgress }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.team }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a member and drops them from the shown grid at once, then reloads. */
export function useDeleteTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteTeamMember(id),
    onSuccess: (_answer, id) => {
      client.setQueryData<TeamMember[]>(queryKeys.team, (list) => list?.filter((m) => m._id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.team });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
