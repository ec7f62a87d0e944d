import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AboutUsInput } from '../../../shared/schemas/admin-inputs';
import type { AboutUs } from '../../../shared/schemas/content';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { queryKeys, reloadOnConflict } from '../lib/query';

/** The one about-us record (the first of the list, SPEC 7), or null when none is saved. */
export const useAboutUs = () =>
  useQuery({ queryKey: queryKeys.aboutUs, queryFn: async () => (await api.aboutUs())[0] ?? null });

/**
 * Saves a new record when none was fetched, else updates the fetched one (SPEC 4: create-if-none) from `version`:
 * refused when a colleague saved it since.
 */
export function useSaveAboutUs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string | null; input: AboutUsInput; version?: number | undefined }) =>
      id ? api.updateAboutUs(id, input, version) : api.createAboutUs(input),
    onSuccess: (saved: AboutUs) => {
      queryClient.setQueryData(queryKeys.aboutUs, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.aboutUs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export function useDeleteAboutUs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: DeleteTarget) => api.deleteAboutUs(id, version),
    // Refused (a colleague saved it since): the newer one shows.
    onError: reloadOnConflict(queryClient, queryKeys.aboutUs),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.aboutUs, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.aboutUs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
