import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '../../../shared/schemas/content';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** Every team member, in the order the About page shows them. */
export const useTeam = () => useQuery({ queryKey: queryKeys.team, queryFn: api.team });

export interface SaveTeamMember {
  id: string | null;
  form: FormData;
  onProgress: (percent: number) => void;
  /** The version the form was opened on: a save over a colleague's since is refused (409). */
  version?: number | undefined;
}

/** Adds (no id) or changes a member (like every team call, it gives up after 30 s: SPEC 9). */
export function useSaveTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, onProgress, version }: SaveTeamMember) =>
      id ? api.updateTeamMember(id, form, { onProgress }, version) : api.createTeamMember(form, { onProgress }),
    onError: reloadOnConflict(client, queryKeys.team),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.team }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a member and drops them from the shown grid at once, then reloads (refused too). */
export function useDeleteTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteTeamMember(id, version),
    onError: reloadOnConflict(client, queryKeys.team),
    onSuccess: (_answer, { id }) => {
      client.setQueryData<TeamMember[]>(queryKeys.team, (list) => list?.filter((m) => m._id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.team });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
