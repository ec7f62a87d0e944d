import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_TYPE_NAMES, HISTORY_WORDS, type TrashEntry } from '../../../shared/admin-words/history';
import { Pagination } from '../components/Pagination';
import { SectionHeader } from '../components/SectionHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { api } from '../lib/api';
import { messageOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';
import { useServerPages } from '../lib/serverPages';
import { when } from './HistoryDialog';

const W = HISTORY_WORDS.trash;
/** Deleted records a page (issue 29), as many as the activity log shows. */
const TRASH_PAGE_SIZE = 25;

/**
 * Recently deleted (issue 12): what was deleted in the last 30 days, by whom, each with 'Restore'; 25 a page, paged
 * by the server (issue 29).
 */
export default function TrashSection() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const trash = useQuery({
    queryKey: [...queryKeys.trash, page],
    queryFn: () => api.trash({ page, limit: TRASH_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = useServerPages(page, setPage, trash.data, TRASH_PAGE_SIZE);
  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => api.restoreDeleted(entry.type, entry.recordId),
    onSuccess: async (_record, entry) => {
      await client.invalidateQueries();
      notify.success(W.restored(entry.title));
    },
    onError: (error) => notify.error(messageOf(error, W.restoreFailed)),
  });

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro} />
      {trash.isPending ? (
        <LoadingState text={W.loading} />
      ) : trash.isError ? (
        <ErrorState title={W.loadFailed} />
      ) : pages.total === 0 ? (
        <EmptyState title={W.empty} />
      ) : (
        <>
          <ul className="divide-y divide-ink-900/5 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/5">
            {pages.items.map((entry) => (
              <li
                key={`${entry.type}/${entry.recordId}`}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium text-ink-900">
                    {entry.title || HISTORY_TYPE_NAMES[entry.type]}
                  </p>
                  <p className="text-sm text-ink-600">
                    {HISTORY_TYPE_NAMES[entry.type] ?? entry.type} · {W.deletedAt} {when(entry.deletedAt)}
                    {entry.admin ? ` · ${entry.admin.name}` : ''}
                  </p>
                  <p className="text-xs text-ink-500">
                    {W.until} {when(entry.expiresAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-secondary shrink-0 py-2 disabled:opacity-60"
                  aria-label={`${W.restore}: ${entry.title || HISTORY_TYPE_NAMES[entry.type]}`}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(entry)}
                >
                  {W.restore}
                </button>
              </li>
            ))}
          </ul>
          <Pagination state={pages} label={W.pages} />
        </>
      )}
    </>
  );
}
