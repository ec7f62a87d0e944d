import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query';

/** Every contact-form message, newest first (the server's order). */
export const useSubmissions = () => useQuery({ queryKey: queryKeys.submissions, queryFn: api.submissions });

/** Deletes one message; the list and the dashboard's Visitors count (which counts them) reload. */
export function useDeleteSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteSubmission(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.submissions }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}
