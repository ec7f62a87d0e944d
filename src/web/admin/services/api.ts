import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Service } from '../../../shared/schemas/content';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** Every service, as the public list has them. */
export const useServices = () => useQuery({ queryKey: queryKeys.services, queryFn: api.services });

export interface SaveService {
  id: string | null;
  form: FormData;
  onProgress: (percent: number) => void;
}

/** Creates (no id) or changes a service; the list and the dashboard count reload after. */
export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form, onProgress }: SaveService) =>
      id ? api.updateService(id, form, { onProgress }) : api.createService(form, { onProgress }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.services }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Deletes a service and drops it from the shown list at once, then reloads. */
export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteService(id),
    onSuccess: (_answer, id) => {
      client.setQueryData<Service[]>(queryKeys.services, (list) => list?.filter((p) => p._id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.services });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
