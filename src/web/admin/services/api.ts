import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Service } from '../../../shared/schemas/content';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** Every service, as the public list has them. */
export const useServices = () => useQuery({ queryKey: queryKeys.services, queryFn: api.services });

export interface SaveService {
  id: string | null;
  form: FormData;
  onProgress: (percent: number) => void;
  /** The version the form was opened on: a save over a colleague's since is refused (409). */
  version?: number | undefined;
}

/** Creates (no id) or changes a service; the list and the dashboard count reload after (refused: the list). */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, onProgress, version }: SaveService) =>
      id ? api.updateService(id, form, { onProgress }, version) : api.createService(form, { onProgress }),
    onError: reloadOnConflict(client, queryKeys.services),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.services }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a service and drops it from the shown list at once, then reloads; refused, the list reloads with theirs. */
export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteService(id, version),
    onError: reloadOnConflict(client, queryKeys.services),
    onSuccess: (_answer, { id }) => {
      client.setQueryData<Service[]>(queryKeys.services, (list) => list?.filter((p) => p._id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.services });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
