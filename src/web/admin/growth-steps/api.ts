import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadOptions } from '../../api/upload';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

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
}

/** Adds or changes a step (multipart, with upload progress). */
export function useSaveGrowthStep() {
  const invalidate = useInvalidateSteps();
  return useMutation({
    mutationFn: ({ id, form, onProgress }: SaveStep) =>
      id ? api.updateGrowthStep(id, form, { onProgress }) : api.createGrowthStep(form, { onProgress }),
    onSuccess: invalidate,
  });
}

export function useDeleteGrowthStep() {
  const invalidate = useInvalidateSteps();
  return useMutation({ mutationFn: (id: string) => api.deleteGrowthStep(id), onSuccess: invalidate });
}
