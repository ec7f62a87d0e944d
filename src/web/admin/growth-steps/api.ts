import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadOptions } from '../../api/upload';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** Every step, ordered by number (the server's order). */
export const useGrowthSteps = () => useQuery({ queryKey: queryKeys.growthSteps, queryFn: api.growthSteps });

/** After a change: the list, and the dashboard in case it ever counts steps. */
function useInvalidateSteps() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.growthSteps }),
      client.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
}

interface SaveStep {
  /** The step being edited; none when adding. */
  id?: string | undefined;
  form: FormData;
  onProgress: UploadOptions['onProgress'];
  /** The version the form was opened on: a save over a colleague's since is refused (409). */
  version?: number | undefined;
}

/** Adds or changes a step (multipart, with upload progress). */
export function useSaveGrowthStep() {
  const client = useQueryClient();
  const invalidate = useInvalidateSteps();
  return useMutation({
    mutationFn: ({ id, form, onProgress, version }: SaveStep) =>
      id ? api.updateGrowthStep(id, form, { onProgress }, version) : api.createGrowthStep(form, { onProgress }),
    onSuccess: invalidate,
    onError: reloadOnConflict(client, queryKeys.growthSteps),
  });
}

/** Deletes a step; refused (a colleague saved it since), the list reloads with theirs. */
export function useDeleteGrowthStep() {
  const client = useQueryClient();
  const invalidate = useInvalidateSteps();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteGrowthStep(id, version),
    onSuccess: invalidate,
    onError: reloadOnConflict(client, queryKeys.growthSteps),
  });
}
