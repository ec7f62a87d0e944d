import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../shared/limits';
import type { DeleteTarget } from '../components/useConfirmedDelete';
import { api } from '../lib/api';
import { downloadFile } from '../lib/download';
import { queryKeys } from '../lib/query';

/**
 * One page of the contact-form messages, newest first, searched by the server (issue 29); with `around`, the page
 * that holds that message (the server says which). The page shown stays while the next one loads.
 */
export const useSubmissionPage = (params: { page: number; q?: string; around?: string }) =>
  useQuery({
    queryKey: [...queryKeys.submissions, params],
    queryFn: () => api.submissions({ ...params, limit: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Deletes one message; the list and the dashboard's Visitors count (which counts them) reload. */
export function useDeleteSubmission() {
  const client = useQueryClient();
  return useMutation({
    // A message has no versions: it is never edited.
    mutationFn: ({ id }: DeleteTarget) => api.deleteSubmission(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.submissions }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}

/** Marks a message read or unread for every administrator; the list and the bell follow. */
export function useMarkSubmissionRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => api.markSubmissionRead(id, read),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.submissions }),
        client.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}

/** Every message as a CSV file, saved by the browser. */
export const downloadSubmissionsCsv = () => downloadFile('/api/contact/export', 'contact-messages.csv');
